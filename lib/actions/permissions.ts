"use server";

import { permissionOwnerInput, savePermissionsInput } from "@/lib/inputs/permissions-query";
import { appActionClient } from "@/lib/server/action";
import { listPermissions, savePermissions } from "@/lib/server/api/chat-permissions";

export const listPermissionsAction = appActionClient
  .metadata({ name: "permissions.list", minRole: "admin", mutation: false })
  .inputSchema(permissionOwnerInput)
  .action(async ({ parsedInput, ctx }) => listPermissions(ctx.conn, parsedInput));

export const savePermissionsAction = appActionClient
  .metadata({ name: "permissions.save", minRole: "admin", mutation: true })
  .inputSchema(savePermissionsInput)
  .action(async ({ parsedInput, ctx }) => savePermissions(ctx.conn, parsedInput));
