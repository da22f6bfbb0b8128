"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { lookupConversation, openConversation } from "@/lib/api/chat-conversations";
import { lookupConversationInput, openConversationInput } from "@/lib/api/chat-conversations-query";

export const openConversationAction = actionClient
  .metadata({ name: "conversations.open", minRole: "viewer", mutation: false })
  .inputSchema(openConversationInput)
  .action(async ({ parsedInput, ctx }) =>
    openConversation(requireConnection(ctx.connection).conn, parsedInput),
  );

export const lookupConversationAction = actionClient
  .metadata({ name: "conversations.lookup", minRole: "viewer", mutation: false })
  .inputSchema(lookupConversationInput)
  .action(async ({ parsedInput, ctx }) =>
    lookupConversation(requireConnection(ctx.connection).conn, parsedInput),
  );
