"use server";

import { actionClient, requireConnection } from "@/lib/action";
import {
  createRole,
  deleteRole,
  listRestrictedFeatures,
  setRestrictedFeatures,
  updateRole,
} from "@/lib/api/chat-roles";
import {
  createRoleBody,
  restrictionsInput,
  roleFormInput,
  roleTargetInput,
  updateRoleBody,
} from "@/lib/api/roles-query";

export const createRoleAction = actionClient
  .metadata({ name: "roles.create", minRole: "admin", mutation: true })
  .inputSchema(roleFormInput)
  .action(async ({ parsedInput, ctx }) =>
    createRole(requireConnection(ctx.connection).conn, createRoleBody(parsedInput)),
  );

export const updateRoleAction = actionClient
  .metadata({ name: "roles.update", minRole: "admin", mutation: true })
  .inputSchema(roleFormInput)
  .action(async ({ parsedInput, ctx }) =>
    updateRole(requireConnection(ctx.connection).conn, parsedInput.role, updateRoleBody(parsedInput)),
  );

export const deleteRoleAction = actionClient
  .metadata({ name: "roles.delete", minRole: "admin", mutation: true })
  .inputSchema(roleTargetInput)
  .action(async ({ parsedInput, ctx }) =>
    deleteRole(requireConnection(ctx.connection).conn, parsedInput.role),
  );

export const listRestrictionsAction = actionClient
  .metadata({ name: "roles.restrictions.list", minRole: "admin", mutation: false })
  .inputSchema(roleTargetInput)
  .action(async ({ parsedInput, ctx }) =>
    (await listRestrictedFeatures(requireConnection(ctx.connection).conn, parsedInput.role)).map(
      (f) => f.key,
    ),
  );

export const setRestrictionsAction = actionClient
  .metadata({ name: "roles.restrictions.set", minRole: "admin", mutation: true })
  .inputSchema(restrictionsInput)
  .action(async ({ parsedInput, ctx }) =>
    setRestrictedFeatures(requireConnection(ctx.connection).conn, parsedInput.role, parsedInput.restricted),
  );
