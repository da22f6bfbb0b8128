import type { z } from "zod";
import type * as appsContract from "@/lib/contract/apps";
import type { App } from "@/lib/schemas/apps";

// Key values (`apiKeys`, `accessKey`) are left out: they are shown once, on creation.
export function toAccountAppRow(a: App) {
  const { apiKeys, accessKey: _key, ...rest } = a;
  return { ...rest, keyCount: Object.keys(apiKeys).length };
}
export type AccountAppRow = ReturnType<typeof toAccountAppRow>;

type AppsPage = z.output<typeof appsContract.listApps.response>;
export type AccountAppsPage = Omit<AppsPage, "data"> & { data: AccountAppRow[] };

export const toAccountAppsPage = (page: AppsPage): AccountAppsPage => ({
  ...page,
  data: page.data.map(toAccountAppRow),
});
