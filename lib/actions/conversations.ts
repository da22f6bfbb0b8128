"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { listConversations } from "@/lib/api/chat-conversations";
import { listConversationsQuery } from "@/lib/api/chat-conversations-query";

/** One page of conversations (all, or one user's) for the browser's cache: the conversations list and a user's page. */
export const listConversationsAction = actionClient
  .metadata({ name: "conversations.list", minRole: "viewer", mutation: false })
  .inputSchema(listConversationsQuery)
  .action(async ({ parsedInput, ctx }) =>
    listConversations(requireConnection(ctx.connection).conn, parsedInput),
  );
