"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { listCalls } from "@/lib/api/calls";
import { listCallsQuery } from "@/lib/api/calls-query";
import { toListPage } from "./list-page";

export const listCallsAction = actionClient
  .metadata({ name: "calls.list", minRole: "viewer", mutation: false })
  .inputSchema(listCallsQuery)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    return toListPage(await listCalls(conn, parsedInput));
  });
