import "server-only";
import * as apiKeysContract from "../../contract/api-keys";
import type { ApiKeyView, ListApiKeysParams } from "../../inputs/api-keys-query";
import type { ApiKey } from "../../schemas/api-keys";
import { call } from "./call";
import type { Connection } from "./request";

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
    call(conn, apiKeysContract.listApiKeys, { query: q }),
    filtered ? call(conn, apiKeysContract.listApiKeys, { query: { perPage: 1 } }) : undefined,
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
  const all = await call(conn, apiKeysContract.listApiKeys, { query: { perPage: 100 } });
  const matches = all.data.filter((k) => maskKey(k.apiKey) === id);
  return matches.length === 1 ? matches[0]?.apiKey : undefined;
}
