import { z } from "zod";
import { successEnvelope } from "../schemas/common";
import { receiptInput, receiptMarkInput } from "../schemas/conversations";
import { contract } from "./define";
import { identifier } from "./query";

// Read and delivery receipts: a user's marks in a conversation, moved forward or back (chat API).

const TAG = "Conversations";
const uidParams = z.object({ uid: identifier });
const guidParams = z.object({ guid: identifier });

export const markUserConversationRead = contract({
  api: "chat",
  method: "post",
  path: "/users/:uid/conversation/read",
  tag: TAG,
  summary:
    "Mark the conversation of onBehalfOf with the user read up to messageId, or its latest message when none is sent (read implies delivered); fires message_read_receipt when the mark moves.",
  onBehalfOf: "required",
  params: uidParams,
  body: receiptMarkInput,
  response: successEnvelope,
});

export const markUserConversationDelivered = contract({
  api: "chat",
  method: "post",
  path: "/users/:uid/conversation/delivered",
  tag: TAG,
  summary:
    "Mark the conversation of onBehalfOf with the user delivered up to messageId (or its latest message); fires message_delivery_receipt when the mark moves.",
  onBehalfOf: "required",
  params: uidParams,
  body: receiptMarkInput,
  response: successEnvelope,
});

export const markGroupConversationRead = contract({
  api: "chat",
  method: "post",
  path: "/groups/:guid/conversation/read",
  tag: TAG,
  summary:
    "Mark a group's conversation read for onBehalfOf (a member) up to messageId (or its latest message); fires message_read_receipt when the mark moves.",
  onBehalfOf: "required",
  params: guidParams,
  body: receiptMarkInput,
  response: successEnvelope,
});

export const markGroupConversationDelivered = contract({
  api: "chat",
  method: "post",
  path: "/groups/:guid/conversation/delivered",
  tag: TAG,
  summary:
    "Mark a group's conversation delivered for onBehalfOf (a member) up to messageId (or its latest message); fires message_delivery_receipt when the mark moves.",
  onBehalfOf: "required",
  params: guidParams,
  body: receiptMarkInput,
  response: successEnvelope,
});

const UNREAD =
  "Mark the messages after messageId unread again for onBehalfOf (its read mark moves back; nothing changes when it is already before). As published: answers which messages are unread now.";

export const markUserConversationUnread = contract({
  api: "chat",
  method: "delete",
  path: "/users/:uid/conversation/read",
  tag: TAG,
  summary: `${UNREAD} The message must be in the conversation of onBehalfOf with the user.`,
  onBehalfOf: "required",
  params: uidParams,
  body: receiptInput,
  response: successEnvelope,
});

export const markGroupConversationUnread = contract({
  api: "chat",
  method: "delete",
  path: "/groups/:guid/conversation/read",
  tag: TAG,
  summary: `${UNREAD} onBehalfOf must be a member; the message must be in the group's conversation.`,
  onBehalfOf: "required",
  params: guidParams,
  body: receiptInput,
  response: successEnvelope,
});
