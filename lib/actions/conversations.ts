"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { deleteConversationFor, listConversations } from "@/lib/api/chat-conversations";
import { deleteConversationInput, listConversationsQuery } from "@/lib/api/chat-conversations-query";

/** One page of conversations (all, or one user's) for the browser's cache: the conversations list and a user's page. */
export const listConversationsAction = actionClient
  .metadata({ name: "conversations.list", minRole: "viewer", mutation: false })
  .inputSchema(listConversationsQuery)
  .action(async ({ parsedInput, ctx }) =>
    listConversations(requireConnection(ctx.connection).conn, parsedInput),
  );

/** Deletes a conversation for one of its users; `permanently` deletes its messages for everyone. */
export const deleteConversationAction = actionClient
  .metadata({ name: "conversations.delete", minRole: "moderator", mutation: true })
  .inputSchema(deleteConversationInput)
  .action(async ({ parsedInput, ctx }) =>
    deleteConversationFor(requireConnection(ctx.connection).conn, parsedInput),
  );
