"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { deleteMessage, getMessage, listMessages, listReactions } from "@/lib/api/chat-messages";
import {
  deleteMessageActionInput,
  listMessagesQuery,
  listReactionsQuery,
  messageTargetInput,
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
