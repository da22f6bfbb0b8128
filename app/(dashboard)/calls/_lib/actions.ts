"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { call } from "@/lib/api/call";
import { listCallsQuery } from "@/lib/api/calls-query";
import * as callsContract from "@/lib/contract/calls";
import { toListPage } from "./list-page";

export const listCallsAction = actionClient
  .metadata({ name: "calls.list", minRole: "viewer", mutation: false })
  .inputSchema(listCallsQuery)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    return toListPage(await call(conn, callsContract.listCalls, { query: parsedInput }));
  });
