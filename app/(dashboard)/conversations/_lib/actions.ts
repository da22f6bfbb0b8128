"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { lookupConversation, openConversation } from "@/lib/api/chat-conversations";
import { lookupConversationInput, openConversationInput } from "@/lib/api/chat-conversations-query";

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
