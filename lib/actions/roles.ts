"use server";

import * as rolesContract from "@/lib/contract/roles";
import { listRolesQuery } from "@/lib/inputs/roles-query";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";

export const listRolesAction = appActionClient
  .metadata({ name: "roles.list", minRole: "admin", mutation: false })
  .inputSchema(listRolesQuery)
  .action(async ({ parsedInput, ctx }) => call(ctx.conn, rolesContract.listRoles, { query: parsedInput }));
