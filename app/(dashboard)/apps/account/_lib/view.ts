import type { listApps } from "@/lib/api/mgmt";
import type { App } from "@/lib/schemas/apps";

// Key values (`apiKeys`, `accessKey`) are left out: they are shown once, on creation.
export function toAccountAppRow(a: App) {
  const { apiKeys, accessKey: _key, ...rest } = a;
  return { ...rest, keyCount: Object.keys(apiKeys).length };
}
export type AccountAppRow = ReturnType<typeof toAccountAppRow>;

type AppsPage = Awaited<ReturnType<typeof listApps>>;
export type AccountAppsPage = Omit<AppsPage, "data"> & { data: AccountAppRow[] };

export const toAccountAppsPage = (page: AppsPage): AccountAppsPage => ({
  ...page,
  data: page.data.map(toAccountAppRow),
});
