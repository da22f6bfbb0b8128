"use server";

import { actionClient, requireConnection } from "@/lib/action";
import {
  deleteMessage,
  editMessage,
  getMessage,
  listMessages,
  listReactions,
  listThread,
  replyInThread,
  searchMessages,
  sendMessage,
  setReadState,
} from "@/lib/api/chat-messages";
import {
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

/** One cursor page of a conversation's messages. */
export const listMessagesAction = actionClient
  .metadata({ name: "messages.list", minRole: "viewer", mutation: false })
  .inputSchema(listMessagesQuery)
  .action(async ({ parsedInput, ctx }) => listMessages(requireConnection(ctx.connection).conn, parsedInput));

/** One cursor page of a search across the app's messages. */
export const searchMessagesAction = actionClient
  .metadata({ name: "messages.search", minRole: "viewer", mutation: false })
  .inputSchema(searchMessagesQuery)
  .action(async ({ parsedInput, ctx }) =>
    searchMessages(requireConnection(ctx.connection).conn, parsedInput),
  );

/** One message with every field, its reaction counts and receipts. */
export const getMessageAction = actionClient
  .metadata({ name: "messages.get", minRole: "viewer", mutation: false })
  .inputSchema(messageTargetInput)
  .action(async ({ parsedInput, ctx }) => getMessage(requireConnection(ctx.connection).conn, parsedInput.id));

/** One cursor page of a message's reactions, optionally of one reaction. */
export const listReactionsAction = actionClient
  .metadata({ name: "messages.reactions.list", minRole: "viewer", mutation: false })
  .inputSchema(listReactionsQuery)
  .action(async ({ parsedInput, ctx }) => listReactions(requireConnection(ctx.connection).conn, parsedInput));

/** Deletes a message, soft or permanent; answers the `deleted` action message. */
export const deleteMessageAction = actionClient
  .metadata({ name: "messages.delete", minRole: "moderator", mutation: true })
  .inputSchema(deleteMessageActionInput)
  .action(async ({ parsedInput, ctx }) => deleteMessage(requireConnection(ctx.connection).conn, parsedInput));

/** Sends a text into the conversation on the page, as one of its users or (in a group) as the app. */
export const sendMessageAction = actionClient
  .metadata({ name: "messages.send", minRole: "moderator", mutation: true })
  .inputSchema(sendMessageActionInput)
  .action(async ({ parsedInput: v, ctx }) => {
    const m = await sendMessage(
      requireConnection(ctx.connection).conn,
      {
        receiver: receiverOf(v),
        receiverType: v.receiverType,
        category: "message",
        type: "text",
        data: { text: v.text },
      },
      v.sender || undefined,
    );
    return { id: m.id };
  });

/** Replaces a message's text, metadata and tags; the service marks it edited. */
export const editMessageAction = actionClient
  .metadata({ name: "messages.edit", minRole: "moderator", mutation: true })
  .inputSchema(editMessageActionInput)
  .action(async ({ parsedInput: v, ctx }) => {
    await editMessage(requireConnection(ctx.connection).conn, v.messageId, editMessageBody(v));
    return { id: v.messageId };
  });

/** Marks a conversation read up to a message, or unread after it, for one of its users. */
export const setReadStateAction = actionClient
  .metadata({ name: "messages.readState", minRole: "moderator", mutation: true })
  .inputSchema(readStateActionInput)
  .action(async ({ parsedInput, ctx }) => setReadState(requireConnection(ctx.connection).conn, parsedInput));

/** One cursor page of a message's thread replies. */
export const listThreadAction = actionClient
  .metadata({ name: "messages.thread.list", minRole: "viewer", mutation: false })
  .inputSchema(listThreadQuery)
  .action(async ({ parsedInput, ctx }) => listThread(requireConnection(ctx.connection).conn, parsedInput));

/** Replies in a message's thread as one of its conversation's users. */
export const replyInThreadAction = actionClient
  .metadata({ name: "messages.thread.reply", minRole: "moderator", mutation: true })
  .inputSchema(replyInThreadActionInput)
  .action(async ({ parsedInput, ctx }) => {
    const m = await replyInThread(requireConnection(ctx.connection).conn, parsedInput);
    return { id: m.id };
  });
