import { planOf } from "../app-plan";
import * as appsContract from "../contract/apps";
import { isoSeconds } from "../csv";
import { accountAppsFilters } from "../inputs/account-apps-query";
import type { App } from "../schemas/apps";
import { call } from "../server/api/call";
import { servicePages } from "./paging";
import { defineExport } from "./types";

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
    servicePages(source, (conn, paging) => call(conn, appsContract.listApps, { query: { ...p, ...paging } })),
});
