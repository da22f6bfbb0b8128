import { planOf } from "../app-plan";
import * as appsContract from "../contract/apps";
import { isoSeconds } from "../csv";
import { accountAppsFilters } from "../inputs/account-apps-query";
import type { App } from "../schemas/apps";
import { call } from "../server/api/call";
import { servicePages } from "./paging";
import { defineExport, fieldColumns } from "./types";

export const accountAppsExport = defineExport({
  file: "account-apps",
  schema: accountAppsFilters,
  minRole: "admin",
  columns: {
    ...fieldColumns<App>()({ name: "Name", id: "App id", region: "Region", version: "Version" }),
    plan: { label: "Plan", value: (a: App) => planOf(a) },
    createdAt: { label: "Created (UTC)", value: (a: App) => isoSeconds(a.createdAt) },
  },
  pages: (source, p) =>
    servicePages(source, (conn, paging) => call(conn, appsContract.listApps, { query: { ...p, ...paging } })),
});
