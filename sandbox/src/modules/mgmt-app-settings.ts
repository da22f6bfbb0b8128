import { z } from "zod";
import {
  collaboratorsEnvelope,
  extensionsEnvelope,
  updateCollaboratorsInput,
  updateExtensionsInput,
} from "../../../lib/schemas/apps";
import { requireActiveApp } from "../core/apps";
import type { Db } from "../db/open";
import { seconds } from "../deps";
import { badRequest } from "../http/errors";
import { type AnyRoute, mgmtRoute } from "../http/route";

const TAG = "Management: app settings";
const appParams = z.object({ appId: z.string() });

function extensionsOf(db: Db, appId: string) {
  const rows = db
    .prepare("SELECT extension_id, enabled FROM app_extensions WHERE app_id = ? ORDER BY extension_id")
    .all(appId) as { extension_id: string; enabled: number }[];
  return {
    enabled: rows.filter((r) => r.enabled === 1).map((r) => r.extension_id),
    disabled: rows.filter((r) => r.enabled !== 1).map((r) => r.extension_id),
  };
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

/** Names that appear in two lists that contradict each other, for a 400 answer. */
function overlap(a: string[] = [], b: string[] = []) {
  const set = new Set(a);
  return [...new Set(b.filter((x) => set.has(x)))];
}

export const mgmtAppSettingsRoutes: AnyRoute[] = [
  mgmtRoute({
    api: "mgmt",
    method: "get",
    path: "/apps/:appId/extensions",
    summary: "List the app's enabled and disabled extensions",
    tag: TAG,
    params: appParams,
    response: extensionsEnvelope,
    handler: ({ deps, params }) => ({
      data: extensionsOf(deps.db, requireActiveApp(deps.db, params.appId).id),
    }),
  }),
  mgmtRoute({
    api: "mgmt",
    method: "post",
    path: "/apps/:appId/extensions",
    summary: "Enable and disable extensions; answers the whole new state",
    tag: TAG,
    params: appParams,
    body: updateExtensionsInput,
    response: extensionsEnvelope,
    handler: ({ deps, params, body }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const both = overlap(body.enabled, body.disabled);
      if (both.length)
        throw badRequest("An extension may not be enabled and disabled at once.", { enabled: both });
      const upsert = deps.db.prepare(
        `INSERT INTO app_extensions (app_id, extension_id, enabled, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (app_id, extension_id) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
      );
      for (const id of body.enabled ?? []) upsert.run(app.id, id, 1, seconds(deps));
      for (const id of body.disabled ?? []) upsert.run(app.id, id, 0, seconds(deps));
      return { data: extensionsOf(deps.db, app.id) };
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
