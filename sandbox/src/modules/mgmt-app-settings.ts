import { z } from "zod";
import {
  APP_SETTING_KEYS,
  appSettingsEnvelope,
  fetchUsageEnvelope,
  fetchUsageInput,
  mapSettingsEnvelope,
  mapSettingsInput,
  unmapSettingsEnvelope,
  unmapSettingsInput,
} from "../../../lib/schemas/app-settings";
import {
  collaboratorChangesEnvelope,
  collaboratorListEnvelope,
  extensionChangesEnvelope,
  extensionListEnvelope,
  updateCollaboratorsInput,
  updateExtensionsInput,
} from "../../../lib/schemas/apps";
import { DEFAULT_OWNER } from "../config";
import { appSettings, isAppSetting } from "../core/app-settings";
import { requireActiveApp } from "../core/apps";
import { extensionViews, isExtension } from "../core/extensions";
import { compact } from "../core/json";
import type { Db } from "../db/open";
import { seconds } from "../deps";
import { badRequest } from "../http/errors";
import { pageMeta, pageQuery, success } from "../http/query";
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
    path: "/apps/:appId/settings",
    summary: `The app's settings, each at its value or its default (${APP_SETTING_KEYS.join(", ")})`,
    tag: TAG,
    params: appParams,
    response: appSettingsEnvelope,
    handler: ({ deps, params }) => ({
      data: appSettings(deps.db, requireActiveApp(deps.db, params.appId).id),
    }),
  }),
  mgmtRoute({
    api: "mgmt",
    method: "post",
    path: "/apps/:appId/settings",
    summary:
      "Map settings to true or false; an outcome per key, as published (an unknown key fails on its own). The conversation settings decide from then on which new messages become a conversation's last message.",
    tag: TAG,
    params: appParams,
    body: mapSettingsInput,
    response: mapSettingsEnvelope,
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
    api: "mgmt",
    method: "delete",
    path: "/apps/:appId/settings",
    summary:
      "Unmap settings: every one back to its default, or [ours] only those named in `settings`; answers {success, message} as published",
    tag: TAG,
    params: appParams,
    body: unmapSettingsInput,
    response: unmapSettingsEnvelope,
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
    api: "mgmt",
    method: "post",
    path: "/apps/:appId/usage",
    summary:
      "Ask for the app's usage of the current (or previous) billing cycle; the service emails it to the account owner and answers {success, message}, as published. The sandbox sends no email.",
    tag: TAG,
    params: appParams,
    body: fetchUsageInput,
    response: fetchUsageEnvelope,
    handler: ({ deps, params, body }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const cycle = body.usePreviousBillingCycle ? "the previous billing cycle" : "the current billing cycle";
      return success(
        `Your usage request has been accepted and is being processed for ${app.id} (${cycle}). You will receive an email with the details at ${(deps.config.owner ?? DEFAULT_OWNER).email}`,
      );
    },
  }),
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
