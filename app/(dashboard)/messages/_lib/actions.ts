"use server";

import { actionClient, requireConnection } from "@/lib/action";
import {
  deleteMessage,
  editMessage,
  getMessage,
  listMessages,
  listReactions,
  sendMessage,
} from "@/lib/api/chat-messages";
import {
  deleteMessageActionInput,
  editMessageActionInput,
  listMessagesQuery,
  listReactionsQuery,
  messageTargetInput,
  receiverOf,
  sendMessageActionInput,
} from "@/lib/api/chat-messages-query";

/** One cursor page of a conversation's messages. */
export const listMessagesAction = actionClient
  .metadata({ name: "messages.list", minRole: "viewer", mutation: false })
  .inputSchema(listMessagesQuery)
  .action(async ({ parsedInput, ctx }) => listMessages(requireConnection(ctx.connection).conn, parsedInput));

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

/** Replaces a text message's text; the service marks it edited. */
export const editMessageAction = actionClient
  .metadata({ name: "messages.edit", minRole: "moderator", mutation: true })
  .inputSchema(editMessageActionInput)
  .action(async ({ parsedInput: v, ctx }) => {
    await editMessage(requireConnection(ctx.connection).conn, v.messageId, v.text);
    return { id: v.messageId };
  });
