import { z } from "zod";
import { successEnvelope } from "../schemas/common";
import {
  conversationArrayEnvelope,
  conversationEnvelope,
  conversationListEnvelope,
  updateConversationInput,
} from "../schemas/conversations";
import { contract } from "./define";
import { identifier, pageQuery, qbool, qlist } from "./query";

// Conversations: listed, read, tagged and reset per user (chat API). Their receipts are in ./receipts.

const TAG = "Conversations";
const uidParams = z.object({ uid: identifier });
const guidParams = z.object({ guid: identifier });

export const listConversationsQuery = pageQuery().extend({
  conversationType: z.enum(["user", "group"], { error: "must be user or group" }).optional(),
  searchKey: z.string().max(100, "must be at most 100 characters").optional(),
  unread: qbool.optional(),
  tags: qlist.optional(),
  userTags: qlist.optional(),
  groupTags: qlist.optional(),
});

export const listConversations = contract({
  api: "chat",
  method: "get",
  path: "/conversations",
  tag: TAG,
  summary:
    "List conversations, newest updatedAt first. With onBehalfOf: that user's pairs and groups, with unread counts (unread=true needs onBehalfOf). searchKey matches the other party's name or id; tags the conversation's own tags (onBehalfOf's), userTags and groupTags the other party's.",
  onBehalfOf: "optional",
  query: listConversationsQuery,
  response: conversationListEnvelope,
});

export const getUserConversation = contract({
  api: "chat",
  method: "get",
  path: "/users/:uid/conversation",
  tag: TAG,
  summary:
    "Get the conversation between onBehalfOf and the user (404 ERR_CONVERSATION_NOT_FOUND before its first message).",
  onBehalfOf: "required",
  params: uidParams,
  response: conversationEnvelope,
});

export const getGroupConversation = contract({
  api: "chat",
  method: "get",
  path: "/groups/:guid/conversation",
  tag: TAG,
  summary:
    "Get a group's conversation as onBehalfOf, who must be a member (403 ERR_CONVERSATION_NOT_ACCESSIBLE).",
  onBehalfOf: "required",
  params: guidParams,
  response: conversationEnvelope,
});

const TAGS =
  "Update the conversation as onBehalfOf sees it: tags replaces their tags for it (an empty list removes them). Answers the conversation in an array, as the published example does.";

export const updateUserConversation = contract({
  api: "chat",
  method: "put",
  path: "/users/:uid/conversation",
  tag: TAG,
  summary: TAGS,
  onBehalfOf: "required",
  params: uidParams,
  body: updateConversationInput,
  response: conversationArrayEnvelope,
});

export const updateGroupConversation = contract({
  api: "chat",
  method: "put",
  path: "/groups/:guid/conversation",
  tag: TAG,
  summary: `${TAGS} onBehalfOf must be a member.`,
  onBehalfOf: "required",
  params: guidParams,
  body: updateConversationInput,
  response: conversationArrayEnvelope,
});

/** The published "reset conversation" body. */
const resetBody = z.strictObject({
  conversationWith: identifier.optional(),
  deleteMessagesPermanently: z.boolean({ error: "must be true or false" }).optional(),
});

const RESET =
  "Delete the conversation for onBehalfOf (published: reset): its messages so far are gone from their lists and it leaves their conversations until a new message; with deleteMessagesPermanently, the messages are deleted for everyone.";

export const resetUserConversation = contract({
  api: "chat",
  method: "delete",
  path: "/users/:uid/conversation",
  tag: TAG,
  summary: `${RESET} conversationWith, when given, must be the user of the path.`,
  onBehalfOf: "required",
  params: uidParams,
  body: resetBody,
  response: successEnvelope,
});

export const resetGroupConversation = contract({
  api: "chat",
  method: "delete",
  path: "/groups/:guid/conversation",
  tag: TAG,
  summary: `${RESET} onBehalfOf must be a member.`,
  onBehalfOf: "required",
  params: guidParams,
  body: resetBody.omit({ conversationWith: true }),
  response: successEnvelope,
});

const byIdParams = z.object({
  conversationId: z
    .string()
    .max(210)
    .transform((s) => s.toLowerCase()),
});

export const getConversation = contract({
  api: "chat",
  method: "get",
  path: "/conversations/:conversationId",
  tag: TAG,
  summary:
    "Deprecated: use /users/{uid}/conversation or /groups/{guid}/conversation. Answers an array holding the conversation; 400 for a malformed id.",
  onBehalfOf: "required",
  params: byIdParams,
  response: conversationArrayEnvelope,
});

export const deleteConversation = contract({
  api: "chat",
  method: "delete",
  path: "/conversations/:conversationId",
  tag: TAG,
  summary:
    "Deprecated: use the resets of /users/{uid}/conversation and /groups/{guid}/conversation. Deletes the conversation for all its users (as each one's reset would, the messages stay for nobody's lists); onBehalfOf must be one of them.",
  onBehalfOf: "required",
  params: byIdParams,
  response: successEnvelope,
});
