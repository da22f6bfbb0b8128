"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { listPermissions, savePermissions } from "@/lib/api/chat-permissions";
import { permissionOwnerInput, savePermissionsInput } from "@/lib/api/permissions-query";

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
