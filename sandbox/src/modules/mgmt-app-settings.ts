import { z } from "zod";
import {
  collaboratorsEnvelope,
  extensionChangesEnvelope,
  extensionListEnvelope,
  updateCollaboratorsInput,
  updateExtensionsInput,
} from "../../../lib/schemas/apps";
import { requireActiveApp } from "../core/apps";
import { extensionViews, isExtension } from "../core/extensions";
import { compact } from "../core/json";
import type { Db } from "../db/open";
import { seconds } from "../deps";
import { badRequest } from "../http/errors";
import { pageMeta, pageQuery } from "../http/query";
import { type AnyRoute, mgmtRoute } from "../http/route";

const TAG = "Management: app settings";
const appParams = z.object({ appId: z.string() });

function enabledOf(db: Db, appId: string): Set<string> {
  const rows = db
    .prepare("SELECT extension_id FROM app_extensions WHERE app_id = ? AND enabled = 1")
    .all(appId) as { extension_id: string }[];
  return new Set(rows.map((r) => r.extension_id));
}

function collaboratorsOf(db: Db, appId: string) {
  const rows = db
    .prepare("SELECT email, role FROM app_collaborators WHERE app_id = ? ORDER BY email")
    .all(appId) as { email: string; role: string }[];
  return {
    admins: rows.filter((r) => r.role === "admin").map((r) => r.email),
    moderators: rows.filter((r) => r.role === "moderator").map((r) => r.email),
  };
}

function overlap(a: string[] = [], b: string[] = []) {
  const set = new Set(a);
  return [...new Set(b.filter((x) => set.has(x)))];
}

export const mgmtAppSettingsRoutes: AnyRoute[] = [
  mgmtRoute({
    api: "mgmt",
    method: "get",
    path: "/apps/:appId/extensions",
    summary:
      "List the extensions the service offers, as published; isActive says whether one is enabled for the app (the published file names no other field for it)",
    tag: TAG,
    params: appParams,
    query: pageQuery(25),
    response: extensionListEnvelope,
    handler: ({ deps, params, query }) => {
      const all = extensionViews(enabledOf(deps.db, requireActiveApp(deps.db, params.appId).id));
      const from = (query.page - 1) * query.perPage;
      const data = all.slice(from, from + query.perPage);
      return { data, meta: pageMeta(all.length, data.length, query.page, query.perPage) };
    },
  }),
  mgmtRoute({
    api: "mgmt",
    method: "post",
    path: "/apps/:appId/extensions",
    summary:
      "Enable and disable extensions; answers an outcome per id under enabled and disabled, as published",
    tag: TAG,
    params: appParams,
    body: updateExtensionsInput,
    response: extensionChangesEnvelope,
    handler: ({ deps, params, body }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const both = overlap(body.enabled, body.disabled);
      if (both.length)
        throw badRequest("An extension may not be enabled and disabled at once.", { enabled: both });
      const upsert = deps.db.prepare(
        `INSERT INTO app_extensions (app_id, extension_id, enabled, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (app_id, extension_id) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
      );
      const apply = (ids: string[] | undefined, on: boolean) => {
        if (!ids) return undefined;
        const out: Record<string, { success: boolean; message: string }> = {};
        for (const id of new Set(ids)) {
          if (!isExtension(id)) {
            out[id] = { success: false, message: `The extension ${id} does not exist.` };
            continue;
          }
          upsert.run(app.id, id, on ? 1 : 0, seconds(deps));
          out[id] = {
            success: true,
            message: `The extension ${id} has been ${on ? "enabled" : "disabled"} successfully.`,
          };
        }
        return out;
      };
      return { data: compact({ enabled: apply(body.enabled, true), disabled: apply(body.disabled, false) }) };
    },
  }),
  mgmtRoute({
    api: "mgmt",
    method: "get",
    path: "/apps/:appId/collaborators",
    summary: "List the app's team by role",
    tag: TAG,
    params: appParams,
    response: collaboratorsEnvelope,
    handler: ({ deps, params }) => ({
      data: collaboratorsOf(deps.db, requireActiveApp(deps.db, params.appId).id),
    }),
  }),
  mgmtRoute({
    api: "mgmt",
    method: "post",
    path: "/apps/:appId/collaborators",
    summary: "Add admins and moderators, remove collaborators; answers the whole team",
    tag: TAG,
    params: appParams,
    body: updateCollaboratorsInput,
    response: collaboratorsEnvelope,
    handler: ({ deps, params, body }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const lower = (list?: string[]) => list?.map((e) => e.toLowerCase());
      const admins = lower(body.admins);
      const moderators = lower(body.moderators);
      const remove = lower(body.collaboratorsToRemove);
      const twoRoles = overlap(admins, moderators);
      if (twoRoles.length) throw badRequest("A collaborator has one role.", { moderators: twoRoles });
      const added = [...(admins ?? []), ...(moderators ?? [])];
      const addAndRemove = overlap(added, remove);
      if (addAndRemove.length) {
        throw badRequest("A collaborator may not be added and removed at once.", {
          collaboratorsToRemove: addAndRemove,
        });
      }
      const upsert = deps.db.prepare(
        `INSERT INTO app_collaborators (app_id, email, role, added_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (app_id, email) DO UPDATE SET role = excluded.role`,
      );
      for (const email of admins ?? []) upsert.run(app.id, email, "admin", seconds(deps));
      for (const email of moderators ?? []) upsert.run(app.id, email, "moderator", seconds(deps));
      const del = deps.db.prepare("DELETE FROM app_collaborators WHERE app_id = ? AND email = ?");
      for (const email of remove ?? []) del.run(app.id, email);
      return { data: collaboratorsOf(deps.db, app.id) };
    },
  }),
];
