"use server";

import { actionClient, requireConnection, UserFacingError } from "@/lib/action";
import { call } from "@/lib/api/call";
import {
  deleteMessage,
  editMessage,
  getMessage,
  listMessages,
  listReactions,
  listThread,
  replyInThread,
  searchMessages,
  sendBotMessage,
  sendMessage,
  setReadState,
} from "@/lib/api/chat-messages";
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
  sendMessageActionInput,
} from "@/lib/api/chat-messages-query";
import * as groupsContract from "@/lib/contract/groups";

export const listMessagesAction = actionClient
  .metadata({ name: "messages.list", minRole: "viewer", mutation: false })
  .inputSchema(listMessagesQuery)
  .action(async ({ parsedInput, ctx }) => listMessages(requireConnection(ctx.connection).conn, parsedInput));

export const searchMessagesAction = actionClient
  .metadata({ name: "messages.search", minRole: "viewer", mutation: false })
  .inputSchema(searchMessagesQuery)
  .action(async ({ parsedInput, ctx }) =>
    searchMessages(requireConnection(ctx.connection).conn, parsedInput),
  );

export const getMessageAction = actionClient
  .metadata({ name: "messages.get", minRole: "viewer", mutation: false })
  .inputSchema(messageTargetInput)
  .action(async ({ parsedInput, ctx }) => getMessage(requireConnection(ctx.connection).conn, parsedInput.id));

export const listReactionsAction = actionClient
  .metadata({ name: "messages.reactions.list", minRole: "viewer", mutation: false })
  .inputSchema(listReactionsQuery)
  .action(async ({ parsedInput, ctx }) => listReactions(requireConnection(ctx.connection).conn, parsedInput));

export const deleteMessageAction = actionClient
  .metadata({ name: "messages.delete", minRole: "moderator", mutation: true })
  .inputSchema(deleteMessageActionInput)
  .action(async ({ parsedInput, ctx }) => deleteMessage(requireConnection(ctx.connection).conn, parsedInput));

export const sendMessageAction = actionClient
  .metadata({ name: "messages.send", minRole: "moderator", mutation: true })
  .inputSchema(sendMessageActionInput)
  .action(async ({ parsedInput: v, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
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

export const editMessageAction = actionClient
  .metadata({ name: "messages.edit", minRole: "moderator", mutation: true })
  .inputSchema(editMessageActionInput)
  .action(async ({ parsedInput: v, ctx }) => {
    await editMessage(requireConnection(ctx.connection).conn, v.messageId, editMessageBody(v));
    return { id: v.messageId };
  });

export const setReadStateAction = actionClient
  .metadata({ name: "messages.readState", minRole: "moderator", mutation: true })
  .inputSchema(readStateActionInput)
  .action(async ({ parsedInput, ctx }) => setReadState(requireConnection(ctx.connection).conn, parsedInput));

export const listThreadAction = actionClient
  .metadata({ name: "messages.thread.list", minRole: "viewer", mutation: false })
  .inputSchema(listThreadQuery)
  .action(async ({ parsedInput, ctx }) => listThread(requireConnection(ctx.connection).conn, parsedInput));

export const replyInThreadAction = actionClient
  .metadata({ name: "messages.thread.reply", minRole: "moderator", mutation: true })
  .inputSchema(replyInThreadActionInput)
  .action(async ({ parsedInput, ctx }) => {
    const m = await replyInThread(requireConnection(ctx.connection).conn, parsedInput);
    return { id: m.id };
  });

/** Bans a group message's sender from its group; the message must be theirs, in that group. */
export const banSenderAction = actionClient
  .metadata({ name: "messages.banSender", minRole: "moderator", mutation: true })
  .inputSchema(banSenderActionInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const m = await getMessage(conn, p.messageId);
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    if (m.receiverType !== "group" || !same(m.receiver, p.guid) || !same(m.sender, p.uid)) {
      throw new UserFacingError(`Message ${p.messageId} was not sent by ${p.uid} in the group ${p.guid}.`);
    }
    return (await call(conn, groupsContract.banGroupMember, { params: { guid: p.guid, uid: p.uid } })).data;
  });
