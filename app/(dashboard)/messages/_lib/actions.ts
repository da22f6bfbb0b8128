"use server";

import * as groupsContract from "@/lib/contract/groups";
import * as messagesContract from "@/lib/contract/messages";
import * as reactionsContract from "@/lib/contract/reactions";
import * as receiptsContract from "@/lib/contract/receipts";
import {
  banSenderActionInput,
  deleteMessageActionInput,
  editMessageActionInput,
  editMessageBody,
  listMessagesQuery,
  listReactionsQuery,
  listThreadQuery,
  messageTargetInput,
  readStateActionInput,
  receiverOf,
  replyInThreadActionInput,
  searchMessagesQuery,
  searchQuery,
  sendMessageActionInput,
  threadReply,
} from "@/lib/inputs/chat-messages-query";
import { appActionClient, UserFacingError } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { listMessages, sendBotMessage, sendMessage } from "@/lib/server/api/chat-messages";

export const listMessagesAction = appActionClient
  .metadata({ name: "messages.list", minRole: "viewer", mutation: false })
  .inputSchema(listMessagesQuery)
  .action(async ({ parsedInput, ctx }) => listMessages(ctx.conn, parsedInput));

export const searchMessagesAction = appActionClient
  .metadata({ name: "messages.search", minRole: "viewer", mutation: false })
  .inputSchema(searchMessagesQuery)
  .action(async ({ parsedInput, ctx }) =>
    call(ctx.conn, messagesContract.listMessages, {
      query: searchQuery(parsedInput),
    }),
  );

export const getMessageAction = appActionClient
  .metadata({ name: "messages.get", minRole: "viewer", mutation: false })
  .inputSchema(messageTargetInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    return (await call(conn, messagesContract.getMessage, { params: { id: parsedInput.id } })).data;
  });

export const listReactionsAction = appActionClient
  .metadata({ name: "messages.reactions.list", minRole: "viewer", mutation: false })
  .inputSchema(listReactionsQuery)
  .action(async ({ parsedInput: { messageId: id, reaction, ...query }, ctx }) => {
    const { conn } = ctx;
    return reaction
      ? call(conn, reactionsContract.listReactionsOfKind, { params: { id, reaction }, query })
      : call(conn, reactionsContract.listReactions, { params: { id }, query });
  });

export const deleteMessageAction = appActionClient
  .metadata({ name: "messages.delete", minRole: "moderator", mutation: true })
  .inputSchema(deleteMessageActionInput)
  .action(async ({ parsedInput: v, ctx }) => {
    // The service answers the `deleted` action message, whose `on` is the affected message.
    const res = await call(ctx.conn, messagesContract.deleteMessage, {
      params: { id: v.messageId },
      body: { permanent: v.permanent },
      onBehalfOf: v.onBehalfOf,
    });
    return res.data;
  });

export const sendMessageAction = appActionClient
  .metadata({ name: "messages.send", minRole: "moderator", mutation: true })
  .inputSchema(sendMessageActionInput)
  .action(async ({ parsedInput: v, ctx }) => {
    const { conn } = ctx;
    const body = {
      receiver: receiverOf(v),
      receiverType: v.receiverType,
      category: "message" as const,
      type: "text" as const,
      data: { text: v.text },
    };
    const m = v.asBot
      ? await sendBotMessage(conn, v.sender, body)
      : await sendMessage(conn, body, v.sender || undefined);
    return { id: m.id };
  });

export const editMessageAction = appActionClient
  .metadata({ name: "messages.edit", minRole: "moderator", mutation: true })
  .inputSchema(editMessageActionInput)
  .action(async ({ parsedInput: v, ctx }) => {
    await call(ctx.conn, messagesContract.editMessage, {
      params: { id: v.messageId },
      body: editMessageBody(v),
    });
    return { id: v.messageId };
  });

export const setReadStateAction = appActionClient
  .metadata({ name: "messages.readState", minRole: "moderator", mutation: true })
  .inputSchema(readStateActionInput)
  .action(async ({ parsedInput: v, ctx }) => {
    const { conn } = ctx;
    const input = { body: { messageId: v.messageId }, onBehalfOf: v.uid };
    const withUser = { ...input, params: { uid: v.other } };
    const inGroup = { ...input, params: { guid: v.other } };
    const res =
      v.state === "read"
        ? v.receiverType === "user"
          ? await call(conn, receiptsContract.markUserConversationRead, withUser)
          : await call(conn, receiptsContract.markGroupConversationRead, inGroup)
        : v.receiverType === "user"
          ? await call(conn, receiptsContract.markUserConversationUnread, withUser)
          : await call(conn, receiptsContract.markGroupConversationUnread, inGroup);
    return res.data;
  });

export const listThreadAction = appActionClient
  .metadata({ name: "messages.thread.list", minRole: "viewer", mutation: false })
  .inputSchema(listThreadQuery)
  .action(async ({ parsedInput: { messageId, ...query }, ctx }) =>
    call(ctx.conn, messagesContract.listThreadMessages, {
      params: { id: messageId },
      query,
    }),
  );

export const replyInThreadAction = appActionClient
  .metadata({ name: "messages.thread.reply", minRole: "moderator", mutation: true })
  .inputSchema(replyInThreadActionInput)
  .action(async ({ parsedInput: v, ctx }) => {
    const res = await call(ctx.conn, messagesContract.replyInThread, threadReply(v));
    return { id: res.data.id };
  });

/** Bans a group message's sender from its group; the message must be theirs, in that group. */
export const banSenderAction = appActionClient
  .metadata({ name: "messages.banSender", minRole: "moderator", mutation: true })
  .inputSchema(banSenderActionInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    const { data: m } = await call(conn, messagesContract.getMessage, { params: { id: p.messageId } });
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    if (m.receiverType !== "group" || !same(m.receiver, p.guid) || !same(m.sender, p.uid)) {
      throw new UserFacingError(`Message ${p.messageId} was not sent by ${p.uid} in the group ${p.guid}.`);
    }
    return (await call(conn, groupsContract.banGroupMember, { params: { guid: p.guid, uid: p.uid } })).data;
  });
