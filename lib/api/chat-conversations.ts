import "server-only";
import {
  conversationArrayEnvelope,
  conversationEnvelope,
  conversationListEnvelope,
} from "../schemas/conversations";
import type {
  ListConversationsParams,
  LookupConversationInput,
  OpenConversationInput,
} from "./chat-conversations-query";
import { type Connection, serviceRequest } from "./request";

const enc = encodeURIComponent;

/** `GET /conversations`: all of the app's, or with `onBehalfOf` one user's, newest `updatedAt` first. */
export function listConversations(conn: Connection, { onBehalfOf, unread, ...q }: ListConversationsParams) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/conversations",
    query: { ...q, unread: unread ? "true" : undefined },
    onBehalfOf,
    schema: conversationListEnvelope,
  });
}

/** `GET /users/{uid}/conversation` or `GET /groups/{guid}/conversation` as `onBehalfOf`. */
export async function openConversation(conn: Connection, input: OpenConversationInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: `/${input.with === "user" ? "users" : "groups"}/${enc(input.id)}/conversation`,
    onBehalfOf: input.onBehalfOf,
    schema: conversationEnvelope,
  });
  return res.data;
}

/** The deprecated `GET /conversations/{conversationId}`: answers an array holding the conversation. */
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
