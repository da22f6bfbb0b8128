"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { deleteConversationFor, listConversations, tagConversation } from "@/lib/api/chat-conversations";
import {
  deleteConversationInput,
  listConversationsQuery,
  tagConversationInput,
} from "@/lib/api/chat-conversations-query";

export const listConversationsAction = actionClient
  .metadata({ name: "conversations.list", minRole: "viewer", mutation: false })
  .inputSchema(listConversationsQuery)
  .action(async ({ parsedInput, ctx }) =>
    listConversations(requireConnection(ctx.connection).conn, parsedInput),
  );

export const tagConversationAction = actionClient
  .metadata({ name: "conversations.tag", minRole: "moderator", mutation: true })
  .inputSchema(tagConversationInput)
  .action(async ({ parsedInput, ctx }) =>
    tagConversation(requireConnection(ctx.connection).conn, parsedInput),
  );

export const deleteConversationAction = actionClient
  .metadata({ name: "conversations.delete", minRole: "moderator", mutation: true })
  .inputSchema(deleteConversationInput)
  .action(async ({ parsedInput, ctx }) =>
    deleteConversationFor(requireConnection(ctx.connection).conn, parsedInput),
  );
