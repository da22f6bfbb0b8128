"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { call } from "@/lib/api/call";
import { listRolesQuery } from "@/lib/api/roles-query";
import * as rolesContract from "@/lib/contract/roles";

export const listRolesAction = actionClient
  .metadata({ name: "roles.list", minRole: "admin", mutation: false })
  .inputSchema(listRolesQuery)
  .action(async ({ parsedInput, ctx }) =>
    call(requireConnection(ctx.connection).conn, rolesContract.listRoles, { query: parsedInput }),
  );
