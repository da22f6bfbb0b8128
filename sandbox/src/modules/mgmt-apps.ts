import { z } from "zod";
import { appEnvelope, appListEnvelope, createAppInput, deleteAppEnvelope } from "../../../lib/schemas/apps";
import { type AppRow, appView, createAppRecord, markAppDeleted, requireActiveApp } from "../core/apps";
import { seconds } from "../deps";
import { pageMeta, pageQuery } from "../http/query";
import { type AnyRoute, mgmtRoute } from "../http/route";
import { likePattern } from "./like-pattern";
import { mgmtAppSettingsRoutes } from "./mgmt-app-settings";

const TAG = "Management: apps";
const appParams = z.object({ appId: z.string() });

export const mgmtAppsRoutes: AnyRoute[] = [
  mgmtRoute({
    api: "mgmt",
    method: "post",
    path: "/apps",
    summary: "Create an app with its two starting keys",
    tag: TAG,
    body: createAppInput,
    response: appEnvelope,
    handler: ({ deps, body }) => {
      const { app } = createAppRecord(deps.db, body, seconds(deps));
      return { data: appView(deps.db, app, deps.config.owner) };
    },
  }),
  mgmtRoute({
    api: "mgmt",
    method: "get",
    path: "/apps",
    summary: "List apps (searchKey matches a part of the name or id)",
    tag: TAG,
    query: pageQuery(25).extend({ searchKey: z.string().max(100).optional() }),
    response: appListEnvelope,
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
    api: "mgmt",
    method: "delete",
    path: "/apps/:appId",
    summary: "Delete an app: it stops answering at once and is purged after 30 days",
    tag: TAG,
    params: appParams,
    response: deleteAppEnvelope,
    handler: ({ deps, params }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const scheduledToDeleteAt = markAppDeleted(deps.db, app.id, seconds(deps));
      return { data: { success: true, scheduledToDeleteAt } };
    },
  }),
  ...mgmtAppSettingsRoutes,
];
