"use server";

import * as rolesContract from "@/lib/contract/roles";
import { listRolesQuery } from "@/lib/inputs/roles-query";
import { actionClient, requireConnection } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";

export const listRolesAction = actionClient
  .metadata({ name: "roles.list", minRole: "admin", mutation: false })
  .inputSchema(listRolesQuery)
  .action(async ({ parsedInput, ctx }) =>
    call(requireConnection(ctx.connection).conn, rolesContract.listRoles, { query: parsedInput }),
  );
