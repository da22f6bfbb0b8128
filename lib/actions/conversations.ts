"use server";

import * as conversationsContract from "@/lib/contract/conversations";
import {
  deleteConversationInput,
  listConversationsInput,
  listConversationsQuery,
  tagConversationInput,
} from "@/lib/inputs/chat-conversations-query";
import { actionClient, requireConnection } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";

export const listConversationsAction = actionClient
  .metadata({ name: "conversations.list", minRole: "viewer", mutation: false })
  .inputSchema(listConversationsQuery)
  .action(async ({ parsedInput, ctx }) =>
    call(
      requireConnection(ctx.connection).conn,
      conversationsContract.listConversations,
      listConversationsInput(parsedInput),
    ),
  );

export const tagConversationAction = actionClient
  .metadata({ name: "conversations.tag", minRole: "moderator", mutation: true })
  .inputSchema(tagConversationInput)
  .action(async ({ parsedInput: v, ctx }) => {
    // Replaces the tags `uid` gives the conversation; the service answers it in an array.
    const { conn } = requireConnection(ctx.connection);
    const input = { body: { tags: v.form.tags }, onBehalfOf: v.uid };
    const res =
      v.conversationType === "user"
        ? await call(conn, conversationsContract.updateUserConversation, {
            ...input,
            params: { uid: v.with },
          })
        : await call(conn, conversationsContract.updateGroupConversation, {
            ...input,
            params: { guid: v.with },
          });
    return res.data[0];
  });

export const deleteConversationAction = actionClient
  .metadata({ name: "conversations.delete", minRole: "moderator", mutation: true })
  .inputSchema(deleteConversationInput)
  .action(async ({ parsedInput: v, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const body = v.permanently ? { deleteMessagesPermanently: true } : {};
    const res =
      v.conversationType === "user"
        ? await call(conn, conversationsContract.resetUserConversation, {
            params: { uid: v.with },
            body,
            onBehalfOf: v.uid,
          })
        : await call(conn, conversationsContract.resetGroupConversation, {
            params: { guid: v.with },
            body,
            onBehalfOf: v.uid,
          });
    return res.data;
  });
