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

/** Never send more of an existing key to the browser. */
export const maskKey = (apiKey: string) => `${apiKey.slice(0, 4)}…${apiKey.slice(-4)}`;

export function toApiKeyView(key: ApiKey, dashboardKey: string): ApiKeyView {
  return {
    id: maskKey(key.apiKey),
    name: key.name,
    scope: key.scope,
    createdAt: key.createdAt,
    usedByDashboard: key.apiKey === dashboardKey,
  };
}

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

/** An app holds at most 25 keys, so one page of 100 holds them; an ambiguous mask is refused, not guessed. */
export async function resolveMaskedKey(conn: Connection, id: string): Promise<string | undefined> {
  const all = await listApiKeys(conn, { perPage: 100 });
  const matches = all.data.filter((k) => maskKey(k.apiKey) === id);
  return matches.length === 1 ? matches[0]?.apiKey : undefined;
}

/** The one time the full value may be shown. */
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

export async function deleteApiKey(conn: Connection, apiKey: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/apikeys/${enc(apiKey)}`,
    schema: successEnvelope,
  });
  return res.data;
}
