"use server";

import * as conversationsContract from "@/lib/contract/conversations";
import * as groupsContract from "@/lib/contract/groups";
import * as usersContract from "@/lib/contract/users";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { isServiceError } from "@/lib/server/api/errors";
import { conversationOption, groupOption, userOption, withExactId } from "./options";
import { PICKER_LIMIT, pickerSearchInput } from "./schema";

// Suggestions only: the service does the matching; the browser gets ids, names and pictures, never a key.

const unlessMissing = (e: unknown) => {
  if (isServiceError(e) && e.status === 404) return undefined;
  throw e;
};

export const searchUsersAction = appActionClient
  .metadata({ name: "pickers.users", minRole: "viewer", mutation: false })
  .inputSchema(pickerSearchInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    const page = await call(conn, usersContract.listUsers, {
      query: { searchKey: parsedInput.search || undefined, perPage: PICKER_LIMIT },
    });
    const rows = await withExactId(
      page.data,
      parsedInput.search,
      PICKER_LIMIT,
      (u) => u.uid,
      (uid) => call(conn, usersContract.getUser, { params: { uid } }).then((r) => r.data, unlessMissing),
    );
    return rows.map(userOption);
  });

export const searchGroupsAction = appActionClient
  .metadata({ name: "pickers.groups", minRole: "viewer", mutation: false })
  .inputSchema(pickerSearchInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    const page = await call(conn, groupsContract.listGroups, {
      query: { searchKey: parsedInput.search || undefined, perPage: PICKER_LIMIT },
    });
    const rows = await withExactId(
      page.data,
      parsedInput.search,
      PICKER_LIMIT,
      (g) => g.guid,
      (guid) => call(conn, groupsContract.getGroup, { params: { guid } }).then((r) => r.data, unlessMissing),
    );
    return rows.map(groupOption);
  });

export const searchConversationsAction = appActionClient
  .metadata({ name: "pickers.conversations", minRole: "viewer", mutation: false })
  .inputSchema(pickerSearchInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    const page = await call(conn, conversationsContract.listConversations, {
      query: { page: 1, perPage: PICKER_LIMIT, searchKey: parsedInput.search || undefined },
      onBehalfOf: parsedInput.onBehalfOf || undefined,
    });
    return page.data.map(conversationOption);
  });
