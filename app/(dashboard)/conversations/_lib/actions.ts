"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { listConversations, lookupConversation, openConversation } from "@/lib/api/chat-conversations";
import {
  listConversationsQuery,
  lookupConversationInput,
  openConversationInput,
} from "@/lib/api/chat-conversations-query";

/** One page of conversations (all, or one user's) for the browser's cache. */
export const listConversationsAction = actionClient
  .metadata({ name: "conversations.list", minRole: "viewer", mutation: false })
  .inputSchema(listConversationsQuery)
  .action(async ({ parsedInput, ctx }) =>
    listConversations(requireConnection(ctx.connection).conn, parsedInput),
  );

/** The conversation a user has with another user or a group. */
export const openConversationAction = actionClient
  .metadata({ name: "conversations.open", minRole: "viewer", mutation: false })
  .inputSchema(openConversationInput)
  .action(async ({ parsedInput, ctx }) =>
    openConversation(requireConnection(ctx.connection).conn, parsedInput),
  );

/** A conversation by its id, through the deprecated operation (answers an array). */
export const lookupConversationAction = actionClient
  .metadata({ name: "conversations.lookup", minRole: "viewer", mutation: false })
  .inputSchema(lookupConversationInput)
  .action(async ({ parsedInput, ctx }) =>
    lookupConversation(requireConnection(ctx.connection).conn, parsedInput),
  );
