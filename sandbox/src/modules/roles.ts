import * as rolesContract from "../../../lib/contract/roles";
import { DEFAULT_ROLE, ROLE_FEATURES } from "../../../lib/schemas/roles";
import type { AppRow } from "../core/apps";
import { compact, fromJson, toJson } from "../core/json";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { ApiError, badRequest, conflict, notFound } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import type { PerUid } from "./users-shared";

interface RoleRow {
  role: string;
  name: string;
  description: string | null;
  metadata: string | null;
  settings: string | null;
  created_at: number;
  updated_at: number | null;
}

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
  const row = db.prepare("SELECT * FROM roles WHERE app_id = ? AND role = ?").get(app.id, role) as
    | RoleRow
    | undefined;
  return row ?? (role === DEFAULT_ROLE ? defaultRole(app) : undefined);
}

export function storeDefault(db: Db, app: AppRow) {
  const d = defaultRole(app);
  db.prepare(
    "INSERT OR IGNORE INTO roles (app_id, role, name, description, created_at) VALUES (?, ?, ?, ?, ?)",
  ).run(app.id, d.role, d.name, d.description, d.created_at);
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
    deps.db
      .prepare(
        "INSERT INTO roles (app_id, role, name, description, metadata, settings, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        app.id,
        body.role,
        body.name,
        body.description ?? null,
        toJson(body.metadata),
        toJson(body.settings),
        seconds(deps),
      );
    return { data: roleView(requireRole(deps.db, app, body.role)) };
  },
});

const listRoles = appRoute({
  ...rolesContract.listRoles,
  handler: ({ deps, app, query }) => {
    const stored = deps.db
      .prepare("SELECT * FROM roles WHERE app_id = ? ORDER BY role <> 'default', created_at, role")
      .all(app.id) as RoleRow[];
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
    deps.db
      .prepare(
        "UPDATE roles SET name = ?, description = ?, metadata = ?, settings = ?, updated_at = ? WHERE app_id = ? AND role = ?",
      )
      .run(next.name, next.description, next.metadata, next.settings, seconds(deps), app.id, row.role);
    return { data: roleView(requireRole(deps.db, app, row.role)) };
  },
});

const deleteRole = appRoute({
  ...rolesContract.deleteRole,
  handler: ({ deps, app, params }) => {
    const row = requireRole(deps.db, app, params.role);
    if (row.role === DEFAULT_ROLE)
      throw badRequest("The default role cannot be deleted.", { role: ["is the default role"] });
    const { n } = deps.db
      .prepare("SELECT count(*) AS n FROM users WHERE app_id = ? AND role = ?")
      .get(app.id, row.role) as {
      n: number;
    };
    if (n > 0) {
      throw new ApiError(
        400,
        "ERR_ROLE_IN_USE",
        `The role ${row.role} is the role of ${n} users; give them another role first.`,
      );
    }
    deps.db.prepare("DELETE FROM roles WHERE app_id = ? AND role = ?").run(app.id, row.role);
    return success(`Role ${row.role} has been deleted successfully.`);
  },
});

const restrict = appRoute({
  ...rolesContract.restrictRoleFeatures,
  handler: ({ deps, app, params, body }) => {
    const row = requireRole(deps.db, app, params.role);
    if (row.role === DEFAULT_ROLE) storeDefault(deps.db, app);
    const insert = deps.db.prepare(
      "INSERT OR IGNORE INTO role_restrictions (app_id, role, feature, created_at) VALUES (?, ?, ?, ?)",
    );
    const data: PerUid = {};
    for (const key of new Set(body.featuresToRestrict)) {
      if (!ROLE_FEATURES[key]) {
        data[key] = { success: false, message: `The feature ${key} does not exist.` };
        continue;
      }
      insert.run(app.id, row.role, key, seconds(deps));
      data[key] = { success: true, message: `The feature ${key} has been restricted successfully.` };
    }
    return { data };
  },
});

const listRestricted = appRoute({
  ...rolesContract.listRestrictedFeatures,
  handler: ({ deps, app, params, query }) => {
    const row = requireRole(deps.db, app, params.role);
    const rows = deps.db
      .prepare(
        "SELECT feature, created_at FROM role_restrictions WHERE app_id = ? AND role = ? ORDER BY feature",
      )
      .all(app.id, row.role) as { feature: string; created_at: number }[];
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
    if (body.allowAll) {
      deps.db.prepare("DELETE FROM role_restrictions WHERE app_id = ? AND role = ?").run(app.id, row.role);
    } else {
      const del = deps.db.prepare(
        "DELETE FROM role_restrictions WHERE app_id = ? AND role = ? AND feature = ?",
      );
      for (const key of body.featuresToAllow ?? []) del.run(app.id, row.role, key);
    }
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
