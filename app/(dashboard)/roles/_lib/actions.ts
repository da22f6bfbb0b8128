"use server";

import * as rolesContract from "@/lib/contract/roles";
import {
  createRoleBody,
  restrictionsInput,
  roleFormInput,
  roleTargetInput,
  updateRoleBody,
} from "@/lib/inputs/roles-query";
import { appActionClient } from "@/lib/server/action";
import { callData } from "@/lib/server/api/call";
import { ALL_RESTRICTED, setRestrictedFeatures } from "@/lib/server/api/chat-roles";

export const createRoleAction = appActionClient
  .metadata({ name: "roles.create", minRole: "admin", mutation: true })
  .inputSchema(roleFormInput)
  .action(({ parsedInput, ctx }) =>
    callData(ctx.conn, rolesContract.createRole, {
      body: createRoleBody(parsedInput),
    }),
  );

export const updateRoleAction = appActionClient
  .metadata({ name: "roles.update", minRole: "admin", mutation: true })
  .inputSchema(roleFormInput)
  .action(({ parsedInput, ctx }) =>
    callData(ctx.conn, rolesContract.updateRole, {
      params: { role: parsedInput.role },
      body: updateRoleBody(parsedInput),
    }),
  );

export const deleteRoleAction = appActionClient
  .metadata({ name: "roles.delete", minRole: "admin", mutation: true })
  .inputSchema(roleTargetInput)
  .action(({ parsedInput, ctx }) => callData(ctx.conn, rolesContract.deleteRole, { params: parsedInput }));

export const listRestrictionsAction = appActionClient
  .metadata({ name: "roles.restrictions.list", minRole: "admin", mutation: false })
  .inputSchema(roleTargetInput)
  .action(async ({ parsedInput, ctx }) =>
    (
      await callData(ctx.conn, rolesContract.listRestrictedFeatures, {
        params: parsedInput,
        query: ALL_RESTRICTED,
      })
    ).map((f) => f.key),
  );

export const setRestrictionsAction = appActionClient
  .metadata({ name: "roles.restrictions.set", minRole: "admin", mutation: true })
  .inputSchema(restrictionsInput)
  .action(async ({ parsedInput, ctx }) =>
    setRestrictedFeatures(ctx.conn, parsedInput.role, parsedInput.restricted),
  );
