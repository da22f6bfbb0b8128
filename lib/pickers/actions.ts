"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { getGroup, getUser, listGroups, listUsers } from "@/lib/api/chat";
import { listConversations } from "@/lib/api/chat-conversations";
import { isServiceError } from "@/lib/api/errors";
import { conversationOption, groupOption, userOption, withExactId } from "./options";
import { PICKER_LIMIT, pickerSearchInput } from "./schema";

// Suggestions only: the service does the matching; the browser gets ids, names and pictures, never a key.

const unlessMissing = (e: unknown) => {
  if (isServiceError(e) && e.status === 404) return undefined;
  throw e;
};

export const searchUsersAction = actionClient
  .metadata({ name: "pickers.users", minRole: "viewer", mutation: false })
  .inputSchema(pickerSearchInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const page = await listUsers(conn, { searchKey: parsedInput.search || undefined, perPage: PICKER_LIMIT });
    const rows = await withExactId(
      page.data,
      parsedInput.search,
      PICKER_LIMIT,
      (u) => u.uid,
      (uid) => getUser(conn, uid).catch(unlessMissing),
    );
    return rows.map(userOption);
  });

export const searchGroupsAction = actionClient
  .metadata({ name: "pickers.groups", minRole: "viewer", mutation: false })
  .inputSchema(pickerSearchInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const page = await listGroups(conn, {
      searchKey: parsedInput.search || undefined,
      perPage: PICKER_LIMIT,
    });
    const rows = await withExactId(
      page.data,
      parsedInput.search,
      PICKER_LIMIT,
      (g) => g.guid,
      (guid) => getGroup(conn, guid).catch(unlessMissing),
    );
    return rows.map(groupOption);
  });

export const searchConversationsAction = actionClient
  .metadata({ name: "pickers.conversations", minRole: "viewer", mutation: false })
  .inputSchema(pickerSearchInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const page = await listConversations(conn, {
      page: 1,
      perPage: PICKER_LIMIT,
      ...(parsedInput.search ? { searchKey: parsedInput.search } : {}),
      ...(parsedInput.onBehalfOf ? { onBehalfOf: parsedInput.onBehalfOf } : {}),
    });
    return page.data.map(conversationOption);
  });
