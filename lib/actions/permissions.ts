"use server";

import { permissionOwnerInput, savePermissionsInput } from "@/lib/inputs/permissions-query";
import { actionClient, requireConnection } from "@/lib/server/action";
import { listPermissions, savePermissions } from "@/lib/server/api/chat-permissions";

export const listPermissionsAction = actionClient
  .metadata({ name: "permissions.list", minRole: "admin", mutation: false })
  .inputSchema(permissionOwnerInput)
  .action(async ({ parsedInput, ctx }) =>
    listPermissions(requireConnection(ctx.connection).conn, parsedInput),
  );

export const savePermissionsAction = actionClient
  .metadata({ name: "permissions.save", minRole: "admin", mutation: true })
  .inputSchema(savePermissionsInput)
  .action(async ({ parsedInput, ctx }) =>
    savePermissions(requireConnection(ctx.connection).conn, parsedInput),
  );
