import { z } from "zod";
import {
  actionMessageEnvelope,
  deleteMessageInput,
  editMessageInput,
  messageEnvelope,
  messageListEnvelope,
  multipleSendEnvelope,
  sendMessageInput,
} from "../schemas/messages";
import { contract } from "./define";
import { identifier, qbool, qint, qlist } from "./query";

// Messages: sending, editing and deleting them, their lists and their threads (chat API).

const TAG = "Messages";

/** Any string: ids that are not digit strings answer 404 `ERR_MESSAGE_ID_NOT_FOUND` like unknown ones. */
export const messageIdParams = z.object({ id: z.string() });

/** Reference §2: cursor lists take `limit` (default 10; 1..1000 for messages), `affix` and `id`. */
export const cursorQuery = z.object({
  limit: qint(1, 1000).optional().default(10),
  affix: z.enum(["append", "prepend"], { error: "must be append or prepend" }).optional().default("prepend"),
  id: z
    .string()
    .regex(/^\d{1,15}$/, "must be a message id")
    .transform(Number)
    .optional(),
  sentAt: qint(0, 9_999_999_999).optional(),
  hideReplies: qbool.optional(),
});

const PAGING =
  "Oldest to newest within a page. No id: prepend (default) = newest `limit`, append = oldest `limit`. " +
  "affix=prepend&id=X: the `limit` before X; affix=append&id=X: the `limit` after X. sentAt (without id): " +
  "prepend = sent before it, append = sent at or after it. meta.next {affix, id, sentAt} continues the same way; absent on the last page.";

const MEDIA = ["image", "video", "audio", "file"] as const;
const kinds = qlist.pipe(z.array(z.string().max(100)).max(25, "at most 25 values"));

export const searchMessagesQuery = cursorQuery.extend({
  searchKey: z.string().min(1).max(100, "must be at most 100 characters").optional(),
  sender: identifier.optional(),
  receiverType: z.enum(["user", "group"], { error: "must be user or group" }).optional(),
  conversationId: z.string().min(1).max(250).optional(),
  category: z
    .enum(["message", "action", "custom"], { error: "must be message, action or custom" })
    .optional(),
  type: z.string().min(1).max(100).optional(),
  categories: kinds.optional(),
  types: kinds.optional(),
  tags: kinds.optional(),
  hasAttachments: qbool.optional(),
  attachmentTypes: z.enum(MEDIA, { error: "must be image, video, audio or file" }).optional(),
  hasReactions: qbool.optional(),
  /** [ours] Thread parents (true) or messages without replies (false); the published filters have none. */
  hasReplies: qbool.optional(),
  hideDeleted: qbool.optional(),
  onlyDeleted: qbool.optional(),
  fromTimestamp: qint(0, 9_999_999_999).optional(),
  toTimestamp: qint(0, 9_999_999_999).optional(),
});

export const sendMessage = contract({
  api: "chat",
  method: "post",
  path: "/messages",
  tag: TAG,
  summary:
    "Send a text, media (image, file, audio, video with data.attachments) or custom message, data ≤ 65 KB. Sender: onBehalfOf, else app_system. A group's sender must be a member (403 ERR_GROUP_NOT_JOINED). With multipleReceivers {uids, guids} (≤ 25 each) one message goes to each and the answer holds an outcome per uid and guid. Fires message_sent per message.",
  onBehalfOf: "optional",
  body: sendMessageInput,
  response: z.union([messageEnvelope, multipleSendEnvelope]),
});

export const sendBotMessage = contract({
  api: "chat",
  method: "post",
  path: "/bots/:uid/messages",
  tag: TAG,
  summary:
    "Send a message from a bot: the body of POST /messages, sent by the bot's user {uid} (a bot is connected to a user; 404 ERR_UID_NOT_FOUND for a uid that is none). Fires message_sent.",
  params: z.object({ uid: z.string() }),
  body: sendMessageInput,
  response: z.union([messageEnvelope, multipleSendEnvelope]),
});

export const getMessage = contract({
  api: "chat",
  method: "get",
  path: "/messages/:id",
  tag: TAG,
  summary:
    "Get a message with its reactions, receipts ([uid, deliveredAt, readAt]) and, for onBehalfOf, deliveredAt/readAt.",
  onBehalfOf: "optional",
  params: messageIdParams,
  response: messageEnvelope,
});

export const editMessage = contract({
  api: "chat",
  method: "put",
  path: "/messages/:id",
  tag: TAG,
  summary:
    "Edit a message's text (text messages), metadata or tags (sender, group admins/moderators, or the app). Answers the `edited` action message; fires message_edited.",
  onBehalfOf: "optional",
  params: messageIdParams,
  body: editMessageInput,
  response: actionMessageEnvelope,
});

export const deleteMessage = contract({
  api: "chat",
  method: "delete",
  path: "/messages/:id",
  tag: TAG,
  summary:
    "Delete a message (text removed, deletedAt/deletedBy set) or, with permanent, remove it. Answers the `deleted` action message; fires message_deleted.",
  onBehalfOf: "optional",
  params: messageIdParams,
  body: deleteMessageInput,
  response: actionMessageEnvelope,
});

export const listMessages = contract({
  api: "chat",
  method: "get",
  path: "/messages",
  tag: TAG,
  summary:
    "List the app's messages (with onBehalfOf: those of that user's conversations and groups). Filters: searchKey " +
    "(part of the text, any case), sender, receiverType, conversationId, category, type, categories, types, tags, " +
    "hasAttachments, attachmentTypes, hasReactions, hideDeleted, onlyDeleted, fromTimestamp and toTimestamp " +
    "(only with fromTimestamp), hideReplies, and [ours] hasReplies (thread parents, or messages without replies). " +
    `A thread's parent carries replyCount. ${PAGING}`,
  onBehalfOf: "optional",
  query: searchMessagesQuery,
  response: messageListEnvelope,
});

export const listUserMessages = contract({
  api: "chat",
  method: "get",
  path: "/users/:uid/messages",
  tag: TAG,
  summary: `List the messages between onBehalfOf (required) and the user. ${PAGING}`,
  onBehalfOf: "required",
  params: z.object({ uid: identifier }),
  query: cursorQuery,
  response: messageListEnvelope,
});

export const listGroupMessages = contract({
  api: "chat",
  method: "get",
  path: "/groups/:guid/messages",
  tag: TAG,
  summary: `List a group's messages; onBehalfOf (optional) must be a member. ${PAGING}`,
  onBehalfOf: "optional",
  params: z.object({ guid: identifier }),
  query: cursorQuery,
  response: messageListEnvelope,
});

export const replyInThread = contract({
  api: "chat",
  method: "post",
  path: "/messages/:id/thread",
  tag: TAG,
  summary:
    "Reply in a message's thread as onBehalfOf (required, a participant of the conversation): the body of POST /messages, addressed to the parent's conversation. The reply carries parentId; a reply cannot start a thread of its own. Fires message_sent.",
  onBehalfOf: "required",
  params: messageIdParams,
  body: sendMessageInput,
  response: messageEnvelope,
});

export const listThreadMessages = contract({
  api: "chat",
  method: "get",
  path: "/messages/:id/thread",
  tag: TAG,
  summary: `A message's thread replies; onBehalfOf (optional) must be a participant of the conversation. perPage is taken as limit. ${PAGING}`,
  onBehalfOf: "optional",
  params: messageIdParams,
  query: cursorQuery.extend({ perPage: qint(1, 1000).optional() }),
  response: messageListEnvelope,
});
