import * as appsContract from "../../../lib/contract/apps";
import { DEFAULT_OWNER } from "../config";
import { appSettings, isAppSetting } from "../core/app-settings";
import { requireActiveApp } from "../core/apps";
import { extensionViews, isExtension } from "../core/extensions";
import { compact } from "../core/json";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { badRequest } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, mgmtRoute } from "../http/route";

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
    ...appsContract.getAppSettings,
    handler: ({ deps, params }) => ({
      data: appSettings(deps.db, requireActiveApp(deps.db, params.appId).id),
    }),
  }),
  mgmtRoute({
    ...appsContract.mapAppSettings,
    handler: ({ deps, params, body }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const upsert = deps.db.prepare(
        `INSERT INTO app_settings (app_id, key, value, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (app_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      );
      const data = deps.db.transaction(() =>
        Object.fromEntries(
          Object.entries(body.settings).map(([key, on]) => {
            if (!isAppSetting(key))
              return [key, { success: false, message: `The setting ${key} does not exist.` }];
            upsert.run(app.id, key, on ? 1 : 0, seconds(deps));
            return [key, { success: true, message: "Added setting(s) successfully." }];
          }),
        ),
      )();
      return { data };
    },
  }),
  mgmtRoute({
    ...appsContract.unmapAppSettings,
    handler: ({ deps, params, body }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const unknown = (body.settings ?? []).filter((k) => !isAppSetting(k));
      if (unknown.length) throw badRequest(`No such setting: ${unknown.join(", ")}.`, { settings: unknown });
      if (body.settings) {
        const del = deps.db.prepare("DELETE FROM app_settings WHERE app_id = ? AND key = ?");
        deps.db.transaction(() => {
          for (const key of body.settings ?? []) del.run(app.id, key);
        })();
      } else {
        deps.db.prepare("DELETE FROM app_settings WHERE app_id = ?").run(app.id);
      }
      return success("Removed setting(s) successfully.");
    },
  }),
  mgmtRoute({
    ...appsContract.requestUsage,
    handler: ({ deps, params, body }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const cycle = body.usePreviousBillingCycle ? "the previous billing cycle" : "the current billing cycle";
      return success(
        `Your usage request has been accepted and is being processed for ${app.id} (${cycle}). You will receive an email with the details at ${(deps.config.owner ?? DEFAULT_OWNER).email}`,
      );
    },
  }),
  mgmtRoute({
    ...appsContract.listAppExtensions,
    handler: ({ deps, params, query }) => {
      const all = extensionViews(enabledOf(deps.db, requireActiveApp(deps.db, params.appId).id));
      const from = (query.page - 1) * query.perPage;
      const data = all.slice(from, from + query.perPage);
      return { data, meta: pageMeta(all.length, data.length, query.page, query.perPage) };
    },
  }),
  mgmtRoute({
    ...appsContract.changeAppExtensions,
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
    ...appsContract.listCollaborators,
    handler: ({ deps, params }) => ({
      data: collaboratorsOf(deps.db, requireActiveApp(deps.db, params.appId).id),
    }),
  }),
  mgmtRoute({
    ...appsContract.changeCollaborators,
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
