"use server";

import * as conversationsContract from "@/lib/contract/conversations";
import { lookupConversationInput, openConversationInput } from "@/lib/inputs/chat-conversations-query";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";

export const openConversationAction = appActionClient
  .metadata({ name: "conversations.open", minRole: "viewer", mutation: false })
  .inputSchema(openConversationInput)
  .action(async ({ parsedInput: { with: kind, id, onBehalfOf }, ctx }) => {
    const { conn } = ctx;
    const res =
      kind === "user"
        ? await call(conn, conversationsContract.getUserConversation, { params: { uid: id }, onBehalfOf })
        : await call(conn, conversationsContract.getGroupConversation, { params: { guid: id }, onBehalfOf });
    return res.data;
  });

export const lookupConversationAction = appActionClient
  .metadata({ name: "conversations.lookup", minRole: "viewer", mutation: false })
  .inputSchema(lookupConversationInput)
  .action(async ({ parsedInput: { conversationId, onBehalfOf }, ctx }) => {
    // Deprecated by the service; answers an array holding the conversation.
    const res = await call(ctx.conn, conversationsContract.getConversation, {
      params: { conversationId },
      onBehalfOf,
    });
    return res.data;
  });
