import "server-only";
import { successEnvelope } from "../schemas/common";
import {
  conversationArrayEnvelope,
  conversationEnvelope,
  conversationListEnvelope,
} from "../schemas/conversations";
import type {
  DeleteConversationInput,
  ListConversationsParams,
  LookupConversationInput,
  OpenConversationInput,
  TagConversationInput,
} from "./chat-conversations-query";
import { type Connection, serviceRequest } from "./request";

const enc = encodeURIComponent;

export function listConversations(conn: Connection, { onBehalfOf, unread, ...q }: ListConversationsParams) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/conversations",
    query: { ...q, unread: unread ? "true" : undefined },
    onBehalfOf,
    schema: conversationListEnvelope,
  });
}

export async function openConversation(conn: Connection, input: OpenConversationInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: `/${input.with === "user" ? "users" : "groups"}/${enc(input.id)}/conversation`,
    onBehalfOf: input.onBehalfOf,
    schema: conversationEnvelope,
  });
  return res.data;
}

/** Deprecated; answers an array holding the conversation. */
export async function lookupConversation(conn: Connection, input: LookupConversationInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: `/conversations/${enc(input.conversationId)}`,
    onBehalfOf: input.onBehalfOf,
    schema: conversationArrayEnvelope,
  });
  return res.data;
}

export type ConversationPage = Awaited<ReturnType<typeof listConversations>>;

/** Replaces the tags `uid` gives the conversation; the service answers it in an array. */
export async function tagConversation(conn: Connection, v: TagConversationInput) {
  const base = v.conversationType === "user" ? "users" : "groups";
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: `/${base}/${enc(v.with)}/conversation`,
    body: { tags: v.form.tags },
    onBehalfOf: v.uid,
    schema: conversationArrayEnvelope,
  });
  return res.data[0];
}

export async function deleteConversationFor(conn: Connection, v: DeleteConversationInput) {
  const base = v.conversationType === "user" ? "users" : "groups";
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/${base}/${enc(v.with)}/conversation`,
    body: v.permanently ? { deleteMessagesPermanently: true } : {},
    onBehalfOf: v.uid,
    schema: successEnvelope,
  });
  return res.data;
}
