import { planOf } from "../app-plan";
import * as appsContract from "../contract/apps";
import { isoSeconds } from "../csv";
import { accountAppsFilters } from "../inputs/account-apps-query";
import type { App } from "../schemas/apps";
import { call } from "../server/api/call";
import { byPageNumber, fromPagination, MAX_PAGE_SIZE } from "./paging";
import { appOf, defineExport } from "./types";

export const accountAppsExport = defineExport({
  file: "account-apps",
  schema: accountAppsFilters,
  minRole: "admin",
  columns: {
    name: { label: "Name", value: (a: App) => a.name },
    id: { label: "App id", value: (a: App) => a.id },
    region: { label: "Region", value: (a: App) => a.region },
    version: { label: "Version", value: (a: App) => a.version },
    plan: { label: "Plan", value: (a: App) => planOf(a) },
    createdAt: { label: "Created (UTC)", value: (a: App) => isoSeconds(a.createdAt) },
  },
  pages: (source, p) =>
    byPageNumber(async (page) =>
      fromPagination(
        await call(appOf(source).conn, appsContract.listApps, {
          query: { ...p, page, perPage: MAX_PAGE_SIZE },
        }),
      ),
    ),
});
