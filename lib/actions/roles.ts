"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { listRoles } from "@/lib/api/chat-roles";
import { listRolesQuery } from "@/lib/api/roles-query";

export const listRolesAction = actionClient
  .metadata({ name: "roles.list", minRole: "admin", mutation: false })
  .inputSchema(listRolesQuery)
  .action(async ({ parsedInput, ctx }) => listRoles(requireConnection(ctx.connection).conn, parsedInput));
