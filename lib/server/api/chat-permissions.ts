import "server-only";
import * as rolesContract from "../../contract/roles";
import type { PermissionOwner, SavePermissionsInput } from "../../inputs/permissions-query";
import type { PermissionMap, PermissionValue } from "../../schemas/permissions";
import { call } from "./call";
import type { Connection } from "./request";

/** The operations on one owner's permissions: a role's, or a scope's in one group. */
function permissionsOf(conn: Connection, o: PermissionOwner) {
  if (o.kind === "role") {
    const params = { role: o.role };
    return {
      list: () => call(conn, rolesContract.listRolePermissions, { params, query: { perPage: 1000 } }),
      set: (permissions: Record<string, PermissionValue>) =>
        call(conn, rolesContract.setRolePermissions, { params, body: { permissions } }),
      unset: (permission: string) =>
        call(conn, rolesContract.unsetRolePermission, { params: { ...params, permission } }),
    };
  }
  const params = { guid: o.guid, scope: o.scope };
  return {
    list: () => call(conn, rolesContract.listScopePermissions, { params, query: { perPage: 1000 } }),
    set: (permissions: Record<string, PermissionValue>) =>
      call(conn, rolesContract.setScopePermissions, { params, body: { permissions } }),
    unset: (permission: string) =>
      call(conn, rolesContract.unsetScopePermission, { params: { ...params, permission } }),
  };
}

/** Every permission the owner can be given, with its own value where set. */
export async function listPermissions(conn: Connection, owner: PermissionOwner) {
  return (await permissionsOf(conn, owner).list()).data;
}

export interface PermissionsSaved {
  failures: Record<string, string>;
  permissions: PermissionMap | undefined;
}

/** Sets in one call, then unsets one by one (the service has no multi-permission unset). */
export async function savePermissions(
  conn: Connection,
  { owner, set, unset }: SavePermissionsInput,
): Promise<PermissionsSaved> {
  const ops = permissionsOf(conn, owner);
  const failures: Record<string, string> = {};
  let permissions: PermissionMap | undefined;
  if (Object.keys(set).length) {
    const { permissions: after, ...outcomes } = (await ops.set(set)).data;
    for (const [id, o] of Object.entries(outcomes)) if (!o.success) failures[id] = o.message;
    permissions = after;
  }
  for (const id of unset) permissions = (await ops.unset(id)).data.permissions;
  return { failures, permissions };
}
