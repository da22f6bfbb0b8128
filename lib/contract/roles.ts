import { z } from "zod";
import { successEnvelope } from "../schemas/common";
import {
  GROUP_SCOPES,
  permissionListEnvelope,
  setPermissionsEnvelope,
  setPermissionsInput,
  unsetPermissionEnvelope,
} from "../schemas/permissions";
import {
  allowFeaturesInput,
  createRoleInput,
  ROLE_FEATURES,
  restrictedFeatureListEnvelope,
  restrictFeaturesEnvelope,
  restrictFeaturesInput,
  roleEnvelope,
  roleListEnvelope,
  updateRoleInput,
} from "../schemas/roles";
import { contract } from "./define";
import { pageQuery } from "./query";

// User roles, the features they are denied, and the permissions of roles and of group scopes (chat API).

const roleParams = z.object({ role: z.string().min(1).max(100) });
const scopeParams = z.object({
  guid: z.string().min(1).max(100),
  scope: z.enum(GROUP_SCOPES, { error: "must be admin, moderator or participant" }),
});
const idParam = z.string().min(1).max(100);

export const createRole = contract({
  api: "chat",
  method: "post",
  path: "/roles",
  tag: "Roles",
  summary: "Create a user role (409 ERR_ROLE_ALREADY_EXISTS for a taken one)",
  body: createRoleInput,
  response: roleEnvelope,
});

export const listRoles = contract({
  api: "chat",
  method: "get",
  path: "/roles",
  tag: "Roles",
  summary: "List the user roles, oldest first (the default role first of all)",
  query: pageQuery(),
  response: roleListEnvelope,
});

export const getRole = contract({
  api: "chat",
  method: "get",
  path: "/roles/:role",
  tag: "Roles",
  summary: "Get a role",
  params: roleParams,
  response: roleEnvelope,
});

export const updateRole = contract({
  api: "chat",
  method: "put",
  path: "/roles/:role",
  tag: "Roles",
  summary:
    "Update a role's name, description, metadata or settings; unset clears settings, description or metadata",
  params: roleParams,
  body: updateRoleInput,
  response: roleEnvelope,
});

export const deleteRole = contract({
  api: "chat",
  method: "delete",
  path: "/roles/:role",
  tag: "Roles",
  summary:
    "Delete a role. The default role cannot be deleted, nor a role users still have (400; give them another role first). [ours]",
  params: roleParams,
  response: successEnvelope,
});

export const restrictRoleFeatures = contract({
  api: "chat",
  method: "post",
  path: "/roles/:role/restrictedfeatures",
  tag: "Roles",
  summary: `Deny a role features by key (${Object.keys(ROLE_FEATURES).join(", ")}); an outcome per key. The sandbox records restrictions but has no signed-in users to apply them to.`,
  params: roleParams,
  body: restrictFeaturesInput,
  response: restrictFeaturesEnvelope,
});

export const listRestrictedFeatures = contract({
  api: "chat",
  method: "get",
  path: "/roles/:role/restrictedfeatures",
  tag: "Roles",
  summary: "List the features a role is denied",
  params: roleParams,
  query: pageQuery(),
  response: restrictedFeatureListEnvelope,
});

export const allowRoleFeatures = contract({
  api: "chat",
  method: "delete",
  path: "/roles/:role/restrictedfeatures",
  tag: "Roles",
  summary: "Allow a role features again: some by key, or all with allowAll",
  params: roleParams,
  body: allowFeaturesInput,
  response: successEnvelope,
});

export const listRolePermissions = contract({
  api: "chat",
  method: "get",
  path: "/roles/:role/permissions",
  tag: "RBAC",
  summary:
    "List the permissions a role can be given, with their kinds of value and defaults; [ours] `value` is the role's own where it is set",
  params: roleParams,
  query: pageQuery(),
  response: permissionListEnvelope,
});

export const setRolePermissions = contract({
  api: "chat",
  method: "put",
  path: "/roles/:role/permissions",
  tag: "RBAC",
  summary:
    "Set a role's permissions: an outcome per permission id (an unknown id or a value it does not take fails on its own) and the role's permissions after",
  params: roleParams,
  body: setPermissionsInput,
  response: setPermissionsEnvelope,
});

export const unsetRolePermission = contract({
  api: "chat",
  method: "delete",
  path: "/roles/:role/permissions/:permission",
  tag: "RBAC",
  summary: "Unset one of a role's permissions (back to its default); answers the role's permissions after",
  params: roleParams.extend({ permission: idParam }),
  response: unsetPermissionEnvelope,
});

export const listScopePermissions = contract({
  api: "chat",
  method: "get",
  path: "/groups/:guid/scopes/:scope/permissions",
  tag: "RBAC",
  summary:
    "List the permissions a scope can be given in a group; [ours] `value` is the scope's own where it is set",
  params: scopeParams,
  query: pageQuery(),
  response: permissionListEnvelope,
});

export const setScopePermissions = contract({
  api: "chat",
  method: "put",
  path: "/groups/:guid/scopes/:scope/permissions",
  tag: "RBAC",
  summary:
    "Set a scope's permissions in a group: an outcome per permission id and the scope's permissions after",
  params: scopeParams,
  body: setPermissionsInput,
  response: setPermissionsEnvelope,
});

export const unsetScopePermission = contract({
  api: "chat",
  method: "delete",
  path: "/groups/:guid/scopes/:scope/permissions/:permission",
  tag: "RBAC",
  summary: "Unset one of a scope's permissions in a group; answers the scope's permissions after",
  params: scopeParams.extend({ permission: idParam }),
  response: unsetPermissionEnvelope,
});
