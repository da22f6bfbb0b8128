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
import { enabledExtensions, setExtensionEnabled } from "../store/app-extensions";
import { deleteAppSettings, setAppSetting } from "../store/app-settings";
import { addCollaborator, collaborators, removeCollaborator } from "../store/collaborators";

function collaboratorsOf(db: Db, appId: string) {
  return collaborators(db, appId).map((r) => ({
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
      const data = deps.db.transaction(() =>
        Object.fromEntries(
          Object.entries(body.settings).map(([key, on]) => {
            if (!isAppSetting(key))
              return [key, { success: false, message: `The setting ${key} does not exist.` }];
            setAppSetting(deps.db, app.id, key, Boolean(on), seconds(deps));
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
      deleteAppSettings(deps.db, app.id, body.settings ?? "all");
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
      const all = extensionViews(enabledExtensions(deps.db, requireActiveApp(deps.db, params.appId).id));
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
      const apply = (ids: string[] | undefined, on: boolean) => {
        if (!ids) return undefined;
        const out: Record<string, { success: boolean; message: string }> = {};
        for (const id of new Set(ids)) {
          if (!isExtension(id)) {
            out[id] = { success: false, message: `The extension ${id} does not exist.` };
            continue;
          }
          setExtensionEnabled(deps.db, app.id, id, on, seconds(deps));
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
      const outcomes = (list: string[] | undefined, apply: (email: string) => boolean) => {
        if (!list?.length) return [] as never[];
        return Object.fromEntries([...new Set(list)].map((email) => [email, { success: apply(email) }]));
      };
      const add = (role: string) => (email: string) => {
        addCollaborator(deps.db, app.id, { email, role, name: nameOf(email) }, seconds(deps));
        return true;
      };
      const data = deps.db.transaction(() => ({
        collaboratorsToRemove: outcomes(remove, (email) => removeCollaborator(deps.db, app.id, email)),
        admins: outcomes(admins, add("admin")),
        developers: [] as never[],
        moderators: outcomes(moderators, add("moderator")),
      }))();
      return { data };
    },
  }),
];
