"use server";

import * as conversationsContract from "@/lib/contract/conversations";
import {
  deleteConversationInput,
  listConversationsInput,
  listConversationsQuery,
  tagConversationInput,
} from "@/lib/inputs/chat-conversations-query";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";

export const listConversationsAction = appActionClient
  .metadata({ name: "conversations.list", minRole: "viewer", mutation: false })
  .inputSchema(listConversationsQuery)
  .action(async ({ parsedInput, ctx }) =>
    call(ctx.conn, conversationsContract.listConversations, listConversationsInput(parsedInput)),
  );

export const tagConversationAction = appActionClient
  .metadata({ name: "conversations.tag", minRole: "moderator", mutation: true })
  .inputSchema(tagConversationInput)
  .action(async ({ parsedInput: v, ctx }) => {
    // Replaces the tags `uid` gives the conversation; the service answers it in an array.
    const { conn } = ctx;
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

export const deleteConversationAction = appActionClient
  .metadata({ name: "conversations.delete", minRole: "moderator", mutation: true })
  .inputSchema(deleteConversationInput)
  .action(async ({ parsedInput: v, ctx }) => {
    const { conn } = ctx;
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
