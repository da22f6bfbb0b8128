import * as appsContract from "../../../lib/contract/apps";
import { type AppRow, appView, createAppRecord, markAppDeleted, requireActiveApp } from "../core/apps";
import { seconds } from "../deps";
import { pageMeta } from "../http/query";
import { type AnyRoute, mgmtRoute } from "../http/route";
import { likePattern } from "../store/like-pattern";
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
      // A customer account's app (POST /tenants) belongs to that account, not to this one.
      const ours = "state = 'active' AND id NOT IN (SELECT app_id FROM tenants)";
      const where = search ? `${ours} AND (name LIKE ? ESCAPE '\\' OR id LIKE ? ESCAPE '\\')` : ours;
      const args = search ? [likePattern(search), likePattern(search)] : [];
      const total = (
        deps.db.prepare(`SELECT COUNT(*) AS n FROM apps WHERE ${where}`).get(...args) as { n: number }
      ).n;
      const rows = deps.db
        .prepare(`SELECT * FROM apps WHERE ${where} ORDER BY created_at, id LIMIT ? OFFSET ?`)
        .all(...args, query.perPage, (query.page - 1) * query.perPage) as AppRow[];
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
