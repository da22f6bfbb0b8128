import type { listApps } from "@/lib/api/mgmt";
import type { App } from "@/lib/schemas/apps";

/** An app as the list shows it: everything but the key values (`apiKeys`, `accessKey`), shown once, on creation. */
export function toAccountAppRow(a: App) {
  const { apiKeys, accessKey: _key, ...rest } = a;
  return { ...rest, keyCount: Object.keys(apiKeys).length };
}
export type AccountAppRow = ReturnType<typeof toAccountAppRow>;

type AppsPage = Awaited<ReturnType<typeof listApps>>;
export type AccountAppsPage = Omit<AppsPage, "data"> & { data: AccountAppRow[] };

/** A page of the account's apps with the key values left out: what the browser receives. */
export const toAccountAppsPage = (page: AppsPage): AccountAppsPage => ({
  ...page,
  data: page.data.map(toAccountAppRow),
});
