"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { listGroups, listUsers } from "@/lib/api/chat";
import { listConversations } from "@/lib/api/chat-conversations";
import { conversationOption, groupOption, userOption } from "./options";
import { PICKER_LIMIT, pickerSearchInput } from "./schema";

// Suggestions only: the service does the matching (users: start of uid or name; groups and
// conversations: any part), and the browser receives ids, names and pictures, never a key.

/** Users whose uid or name starts with the text. */
export const searchUsersAction = actionClient
  .metadata({ name: "pickers.users", minRole: "viewer", mutation: false })
  .inputSchema(pickerSearchInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const page = await listUsers(conn, { searchKey: parsedInput.search || undefined, perPage: PICKER_LIMIT });
    return page.data.map(userOption);
  });

/** Groups whose guid or name holds the text. */
export const searchGroupsAction = actionClient
  .metadata({ name: "pickers.groups", minRole: "viewer", mutation: false })
  .inputSchema(pickerSearchInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const page = await listGroups(conn, {
      searchKey: parsedInput.search || undefined,
      perPage: PICKER_LIMIT,
    });
    return page.data.map(groupOption);
  });

/** Conversations (all, or one user's) whose other party matches the text. */
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
