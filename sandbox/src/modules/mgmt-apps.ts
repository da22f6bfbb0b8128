import * as appsContract from "../../../lib/contract/apps";
import { appView, createAppRecord, markAppDeleted, requireActiveApp } from "../core/apps";
import { seconds } from "../deps";
import { pageMeta } from "../http/query";
import { type AnyRoute, mgmtRoute } from "../http/route";
import { ownAppPage } from "../store/apps";
import { mgmtAppSettingsRoutes } from "./mgmt-app-settings";

export const mgmtAppsRoutes: AnyRoute[] = [
  mgmtRoute({
    ...appsContract.createApp,
    handler: ({ deps, body }) => {
      const { app } = createAppRecord(deps.db, body, seconds(deps));
      return { data: appView(deps.db, app, deps.config.owner) };
    },
  }),
  mgmtRoute({
    ...appsContract.listApps,
    handler: ({ deps, query }) => {
      const search = query.searchKey?.trim();
      const { total, rows } = ownAppPage(deps.db, search, query.page, query.perPage);
      const data = rows.map((app) => appView(deps.db, app, deps.config.owner));
      return { data, meta: pageMeta(total, data.length, query.page, query.perPage) };
    },
  }),
  mgmtRoute({
    ...appsContract.deleteApp,
    handler: ({ deps, params }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const scheduledToDeleteAt = markAppDeleted(deps.db, app.id, seconds(deps));
      return { data: { success: true, scheduledToDeleteAt } };
    },
  }),
  ...mgmtAppSettingsRoutes,
];
