import * as rolesContract from "../../../lib/contract/roles";
import { DEFAULT_ROLE, ROLE_FEATURES } from "../../../lib/schemas/roles";
import type { AppRow } from "../core/apps";
import { compact, fromJson, toJson } from "../core/json";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { ApiError, badRequest, conflict, notFound } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import {
  allowFeatures,
  deleteRole as deleteRoleRow,
  findStoredRole,
  insertRole,
  insertRoleIfMissing,
  type RoleRow,
  restrictedFeatures,
  restrictFeature,
  storedRoles,
  updateRole as updateRoleRow,
  usersWithRole,
} from "../store/roles";
import type { PerUid } from "./users-shared";

/** Every app has the default role from its creation; it is stored once something changes it. */
const defaultRole = (app: AppRow): RoleRow => ({
  role: DEFAULT_ROLE,
  name: "Default Role",
  description: "The role of every user who is given none.",
  metadata: null,
  settings: null,
  created_at: app.created_at,
  updated_at: null,
});

function findRole(db: Db, app: AppRow, role: string): RoleRow | undefined {
  const row = findStoredRole(db, app.id, role);
  return row ?? (role === DEFAULT_ROLE ? defaultRole(app) : undefined);
}

export function storeDefault(db: Db, app: AppRow) {
  const d = defaultRole(app);
  insertRoleIfMissing(db, app.id, { ...d, createdAt: d.created_at });
}

export function requireRole(db: Db, app: AppRow, role: string): RoleRow {
  const row = findRole(db, app, role);
  if (!row) throw notFound("ERR_ROLE_NOT_FOUND", `The role ${role} does not exist.`);
  return row;
}

const roleView = (r: RoleRow) =>
  compact({
    role: r.role,
    name: r.name,
    description: r.description ?? undefined,
    metadata: fromJson<Record<string, unknown>>(r.metadata),
    settings: fromJson<Record<string, string>>(r.settings),
    createdAt: r.created_at,
    updatedAt: r.updated_at ?? undefined,
  });

const createRole = appRoute({
  ...rolesContract.createRole,
  handler: ({ deps, app, body }) => {
    if (findRole(deps.db, app, body.role)) {
      throw conflict("ERR_ROLE_ALREADY_EXISTS", `The role ${body.role} already exists.`);
    }
    insertRole(
      deps.db,
      app.id,
      body.role,
      {
        name: body.name,
        description: body.description ?? null,
        metadata: toJson(body.metadata),
        settings: toJson(body.settings),
      },
      seconds(deps),
    );
    return { data: roleView(requireRole(deps.db, app, body.role)) };
  },
});

const listRoles = appRoute({
  ...rolesContract.listRoles,
  handler: ({ deps, app, query }) => {
    const stored = storedRoles(deps.db, app.id);
    const all = stored.some((r) => r.role === DEFAULT_ROLE) ? stored : [defaultRole(app), ...stored];
    const from = (query.page - 1) * query.perPage;
    const rows = all.slice(from, from + query.perPage);
    return { data: rows.map(roleView), meta: pageMeta(all.length, rows.length, query.page, query.perPage) };
  },
});

const getRole = appRoute({
  ...rolesContract.getRole,
  handler: ({ deps, app, params }) => ({ data: roleView(requireRole(deps.db, app, params.role)) }),
});

const updateRole = appRoute({
  ...rolesContract.updateRole,
  handler: ({ deps, app, params, body }) => {
    const row = requireRole(deps.db, app, params.role);
    if (row.role === DEFAULT_ROLE) storeDefault(deps.db, app);
    const unset = new Set(body.unset ?? []);
    const next = {
      name: body.name ?? row.name,
      description: unset.has("description") ? null : (body.description ?? row.description),
      metadata: unset.has("metadata") ? null : body.metadata ? toJson(body.metadata) : row.metadata,
      settings: unset.has("settings") ? null : body.settings ? toJson(body.settings) : row.settings,
    };
    updateRoleRow(deps.db, app.id, row.role, next, seconds(deps));
    return { data: roleView(requireRole(deps.db, app, row.role)) };
  },
});

const deleteRole = appRoute({
  ...rolesContract.deleteRole,
  handler: ({ deps, app, params }) => {
    const row = requireRole(deps.db, app, params.role);
    if (row.role === DEFAULT_ROLE)
      throw badRequest("The default role cannot be deleted.", { role: ["is the default role"] });
    const n = usersWithRole(deps.db, app.id, row.role);
    if (n > 0) {
      throw new ApiError(
        400,
        "ERR_ROLE_IN_USE",
        `The role ${row.role} is the role of ${n} users; give them another role first.`,
      );
    }
    deleteRoleRow(deps.db, app.id, row.role);
    return success(`Role ${row.role} has been deleted successfully.`);
  },
});

const restrict = appRoute({
  ...rolesContract.restrictRoleFeatures,
  handler: ({ deps, app, params, body }) => {
    const row = requireRole(deps.db, app, params.role);
    if (row.role === DEFAULT_ROLE) storeDefault(deps.db, app);
    const data: PerUid = {};
    for (const key of new Set(body.featuresToRestrict)) {
      if (!ROLE_FEATURES[key]) {
        data[key] = { success: false, message: `The feature ${key} does not exist.` };
        continue;
      }
      restrictFeature(deps.db, app.id, row.role, key, seconds(deps));
      data[key] = { success: true, message: `The feature ${key} has been restricted successfully.` };
    }
    return { data };
  },
});

const listRestricted = appRoute({
  ...rolesContract.listRestrictedFeatures,
  handler: ({ deps, app, params, query }) => {
    const row = requireRole(deps.db, app, params.role);
    const rows = restrictedFeatures(deps.db, app.id, row.role);
    const all = rows.flatMap((r) => {
      const f = ROLE_FEATURES[r.feature];
      return f ? [{ ...f, key: r.feature, createdAt: r.created_at }] : [];
    });
    const from = (query.page - 1) * query.perPage;
    const page = all.slice(from, from + query.perPage);
    return { data: page, meta: pageMeta(all.length, page.length, query.page, query.perPage) };
  },
});

const allow = appRoute({
  ...rolesContract.allowRoleFeatures,
  handler: ({ deps, app, params, body }) => {
    const row = requireRole(deps.db, app, params.role);
    allowFeatures(deps.db, app.id, row.role, body.allowAll ? "all" : (body.featuresToAllow ?? []));
    return success("The feature has been allowed successfully.");
  },
});

export const rolesRoutes: AnyRoute[] = [
  createRole,
  listRoles,
  getRole,
  updateRole,
  deleteRole,
  restrict,
  listRestricted,
  allow,
];
