import * as rolesContract from "../../../lib/contract/roles";
import {
  type PermissionDefinition,
  type PermissionMap,
  permissionValueError,
  ROLE_PERMISSIONS,
  SCOPE_PERMISSIONS,
} from "../../../lib/schemas/permissions";
import { DEFAULT_ROLE } from "../../../lib/schemas/roles";
import type { AppRow } from "../core/apps";
import { requireGroup } from "../core/groups";
import { fromJson } from "../core/json";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { badRequest } from "../http/errors";
import { pageMeta } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import {
  deletePermission,
  type PermissionsAt,
  rolePermissionsAt,
  scopePermissionsAt,
  setPermissions,
  storedPermissions,
} from "../store/permissions";
import { requireRole, storeDefault } from "./roles";

/** One owner of permissions: a role, or a scope in one group. */
interface Owner {
  kind: "role" | "scope";
  catalogue: PermissionDefinition[];
  at: PermissionsAt;
  label: string;
}

const roleOwner = (role: string): Owner => ({
  kind: "role",
  catalogue: ROLE_PERMISSIONS,
  at: rolePermissionsAt(role),
  label: `role ${role}`,
});
const scopeOwner = (guid: string, scope: string): Owner => ({
  kind: "scope",
  catalogue: SCOPE_PERMISSIONS,
  at: scopePermissionsAt(guid, scope),
  label: `scope ${scope} on group ${guid}`,
});

function storedMap(db: Db, app: AppRow, o: Owner): PermissionMap {
  const rows = storedPermissions(db, app.id, o.at);
  return Object.fromEntries(rows.map((r) => [r.permission, fromJson<string | string[]>(r.value) ?? ""]));
}

function list(db: Db, app: AppRow, o: Owner, page: number, perPage: number) {
  const set = storedMap(db, app, o);
  const all = o.catalogue.map((d) => ({
    id: d.id,
    type: o.kind,
    title: d.title,
    description: d.title,
    dataType: d.dataType,
    availableValues: d.availableValues,
    defaultValue: d.defaultValue,
    ...(d.id in set ? { value: set[d.id] } : {}),
    createdAt: app.created_at,
    updatedAt: app.created_at,
  }));
  const rows = all.slice((page - 1) * perPage, page * perPage);
  return { data: rows, meta: pageMeta(all.length, rows.length, page, perPage) };
}

function set(db: Db, app: AppRow, o: Owner, permissions: Record<string, unknown>, now: number) {
  const outcomes: Record<string, { success: boolean; message: string }> = {};
  const valid: [string, unknown][] = [];
  for (const [id, value] of Object.entries(permissions)) {
    const def = o.catalogue.find((d) => d.id === id);
    const error = def ? permissionValueError(def, value) : `The permission ${id} does not exist.`;
    if (error) {
      outcomes[id] = { success: false, message: error };
      continue;
    }
    valid.push([id, value]);
    outcomes[id] = {
      success: true,
      message: `Permission with id ${id} have been mapped successfully to ${o.label}.`,
    };
  }
  setPermissions(db, app.id, o.at, valid, now);
  return { data: { ...outcomes, permissions: storedMap(db, app, o) } };
}

function unset(db: Db, app: AppRow, o: Owner, id: string) {
  if (!o.catalogue.some((d) => d.id === id))
    throw badRequest(`The permission ${id} does not exist.`, { permission: ["is not a permission"] });
  deletePermission(db, app.id, o.at, id);
  return { data: { permissions: storedMap(db, app, o) } };
}

const ownRole = (db: Db, app: AppRow, role: string) => {
  const row = requireRole(db, app, role);
  if (row.role === DEFAULT_ROLE) storeDefault(db, app);
  return roleOwner(row.role);
};

const listRolePermissions = appRoute({
  ...rolesContract.listRolePermissions,
  handler: ({ deps, app, params, query }) =>
    list(deps.db, app, roleOwner(requireRole(deps.db, app, params.role).role), query.page, query.perPage),
});

const setRolePermissions = appRoute({
  ...rolesContract.setRolePermissions,
  handler: ({ deps, app, params, body }) =>
    set(deps.db, app, ownRole(deps.db, app, params.role), body.permissions, seconds(deps)),
});

const unsetRolePermission = appRoute({
  ...rolesContract.unsetRolePermission,
  handler: ({ deps, app, params }) =>
    unset(deps.db, app, roleOwner(requireRole(deps.db, app, params.role).role), params.permission),
});

const listScopePermissions = appRoute({
  ...rolesContract.listScopePermissions,
  handler: ({ deps, app, params, query }) => {
    requireGroup(deps.db, app.id, params.guid);
    return list(deps.db, app, scopeOwner(params.guid, params.scope), query.page, query.perPage);
  },
});

const setScopePermissions = appRoute({
  ...rolesContract.setScopePermissions,
  handler: ({ deps, app, params, body }) => {
    requireGroup(deps.db, app.id, params.guid);
    return set(deps.db, app, scopeOwner(params.guid, params.scope), body.permissions, seconds(deps));
  },
});

const unsetScopePermission = appRoute({
  ...rolesContract.unsetScopePermission,
  handler: ({ deps, app, params }) => {
    requireGroup(deps.db, app.id, params.guid);
    return unset(deps.db, app, scopeOwner(params.guid, params.scope), params.permission);
  },
});

export const permissionsRoutes: AnyRoute[] = [
  listRolePermissions,
  setRolePermissions,
  unsetRolePermission,
  listScopePermissions,
  setScopePermissions,
  unsetScopePermission,
];
