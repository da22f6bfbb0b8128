import { z } from "zod";
import {
  collaboratorChangesEnvelope,
  collaboratorListEnvelope,
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
    .prepare(
      "SELECT id, name, email, role, added_at FROM app_collaborators WHERE app_id = ? ORDER BY id, email",
    )
    .all(appId) as { id: number; name: string; email: string; role: string; added_at: number }[];
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    email: r.email,
    role: r.role,
    createdAt: r.added_at,
  }));
}

/** [ours] The service knows its accounts' names; the sandbox names an invited collaborator by the email's local part. */
const nameOf = (email: string) => email.slice(0, email.indexOf("@"));

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
    summary: "List the app's team: id, name, email, role and when each joined, as published",
    tag: TAG,
    params: appParams,
    response: collaboratorListEnvelope,
    handler: ({ deps, params }) => ({
      data: collaboratorsOf(deps.db, requireActiveApp(deps.db, params.appId).id),
    }),
  }),
  mgmtRoute({
    api: "mgmt",
    method: "post",
    path: "/apps/:appId/collaborators",
    summary:
      "Add admins and moderators (a collaborator already there takes the new role) and remove collaborators; answers {success} per email, [] for a list not sent, as published",
    tag: TAG,
    params: appParams,
    body: updateCollaboratorsInput,
    response: collaboratorChangesEnvelope,
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
      const nextId = deps.db.prepare(
        "SELECT COALESCE(MAX(id), 0) + 1 AS id FROM app_collaborators WHERE app_id = ?",
      );
      const upsert = deps.db.prepare(
        `INSERT INTO app_collaborators (app_id, email, role, added_at, id, name) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (app_id, email) DO UPDATE SET role = excluded.role`,
      );
      const del = deps.db.prepare("DELETE FROM app_collaborators WHERE app_id = ? AND email = ?");
      const outcomes = (list: string[] | undefined, apply: (email: string) => boolean) => {
        if (!list?.length) return [] as never[];
        return Object.fromEntries([...new Set(list)].map((email) => [email, { success: apply(email) }]));
      };
      const add = (role: string) => (email: string) => {
        const { id } = nextId.get(app.id) as { id: number };
        upsert.run(app.id, email, role, seconds(deps), id, nameOf(email));
        return true;
      };
      const data = deps.db.transaction(() => ({
        collaboratorsToRemove: outcomes(remove, (email) => del.run(app.id, email).changes > 0),
        admins: outcomes(admins, add("admin")),
        developers: [] as never[],
        moderators: outcomes(moderators, add("moderator")),
      }))();
      return { data };
    },
  }),
];
