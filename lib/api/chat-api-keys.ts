import "server-only";
import {
  type ApiKey,
  apiKeySchema,
  type CreateApiKeyInput,
  type UpdateApiKeyInput,
} from "../schemas/api-keys";
import { dataEnvelope, successEnvelope } from "../schemas/common";
import type { ApiKeyView, ListApiKeysParams } from "./api-keys-query";
import { listApiKeys } from "./chat";
import { type Connection, serviceRequest } from "./request";

const enc = encodeURIComponent;

/** `ab12…ef90` of a key value: never send more of an existing key to the browser. */
export const maskKey = (apiKey: string) => `${apiKey.slice(0, 4)}…${apiKey.slice(-4)}`;

/** The browser's view of a key: masked, with a flag when it is the key the dashboard itself calls with. */
export function toApiKeyView(key: ApiKey, dashboardKey: string): ApiKeyView {
  return {
    id: maskKey(key.apiKey),
    name: key.name,
    scope: key.scope,
    createdAt: key.createdAt,
    usedByDashboard: key.apiKey === dashboardKey,
  };
}

/** One filtered page of keys as the browser may see them, and the app's total against the 25-key cap. */
export async function listApiKeyViews(conn: Connection, q: ListApiKeysParams) {
  const filtered = q.scope !== undefined || q.searchKey !== undefined;
  const [page, all] = await Promise.all([
    listApiKeys(conn, q),
    filtered ? listApiKeys(conn, { perPage: 1 }) : undefined,
  ]);
  return {
    data: page.data.map((k) => toApiKeyView(k, conn.apiKey)),
    meta: page.meta,
    appTotal: (all ?? page).meta.pagination.total,
  };
}
export type ApiKeyViewPage = Awaited<ReturnType<typeof listApiKeyViews>>;

/**
 * The full value of the key the browser names by its masked form. An app holds at most 25 keys, so one
 * page of 100 holds them all; a masked form shared by two keys (about 1 in 10^8) is refused, not guessed.
 */
export async function resolveMaskedKey(conn: Connection, id: string): Promise<string | undefined> {
  const all = await listApiKeys(conn, { perPage: 100 });
  const matches = all.data.filter((k) => maskKey(k.apiKey) === id);
  return matches.length === 1 ? matches[0]?.apiKey : undefined;
}

/** `POST /apikeys`: answers the new key with its full value, the one time it may be shown. */
export async function createApiKey(conn: Connection, body: CreateApiKeyInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: "/apikeys",
    body,
    schema: dataEnvelope(apiKeySchema),
  });
  return res.data;
}

/** `PUT /apikeys/{apiKey}`; a key may not update itself (400 `ERR_APIKEY_NO_SELF_ACTION`). */
export async function updateApiKey(conn: Connection, apiKey: string, body: UpdateApiKeyInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: `/apikeys/${enc(apiKey)}`,
    body,
    schema: dataEnvelope(apiKeySchema),
  });
  return res.data;
}

/** `DELETE /apikeys/{apiKey}`; a key may not delete itself (400 `ERR_APIKEY_NO_SELF_ACTION`). */
export async function deleteApiKey(conn: Connection, apiKey: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/apikeys/${enc(apiKey)}`,
    schema: successEnvelope,
  });
  return res.data;
}
