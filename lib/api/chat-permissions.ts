import "server-only";
import {
  type PermissionMap,
  permissionListEnvelope,
  setPermissionsEnvelope,
  unsetPermissionEnvelope,
} from "../schemas/permissions";
import type { PermissionOwner, SavePermissionsInput } from "./permissions-query";
import { type Connection, serviceRequest } from "./request";

const enc = encodeURIComponent;

const pathOf = (o: PermissionOwner) =>
  o.kind === "role"
    ? `/roles/${enc(o.role)}/permissions`
    : `/groups/${enc(o.guid)}/scopes/${enc(o.scope)}/permissions`;

export async function listPermissions(conn: Connection, owner: PermissionOwner) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: pathOf(owner),
    query: { perPage: 1000 },
    schema: permissionListEnvelope,
  });
  return res.data;
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
  const failures: Record<string, string> = {};
  let permissions: PermissionMap | undefined;
  if (Object.keys(set).length) {
    const res = await serviceRequest(conn, {
      api: "chat",
      method: "PUT",
      path: pathOf(owner),
      body: { permissions: set },
      schema: setPermissionsEnvelope,
    });
    const { permissions: after, ...outcomes } = res.data;
    for (const [id, o] of Object.entries(outcomes)) if (!o.success) failures[id] = o.message;
    permissions = after;
  }
  for (const id of unset) {
    const res = await serviceRequest(conn, {
      api: "chat",
      method: "DELETE",
      path: `${pathOf(owner)}/${enc(id)}`,
      schema: unsetPermissionEnvelope,
    });
    permissions = res.data.permissions;
  }
  return { failures, permissions };
}
