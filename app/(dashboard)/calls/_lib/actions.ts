"use server";

import * as callsContract from "@/lib/contract/calls";
import { listCallsInput } from "@/lib/inputs/calls-query";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { toListPage } from "./list-page";

export const listCallsAction = appActionClient
  .metadata({ name: "calls.list", minRole: "viewer", mutation: false })
  .inputSchema(listCallsInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    return toListPage(await call(conn, callsContract.listCalls, { query: parsedInput }));
  });
