import "server-only";
import type { z } from "zod";
import { successEnvelope } from "../schemas/common";
import type { EditMessageInput, SendMessageInput } from "../schemas/messages";
import { actionMessageEnvelope, messageEnvelope, messageListEnvelope } from "../schemas/messages";
import { reactionListEnvelope } from "../schemas/reactions";
import type {
  DeleteMessageActionInput,
  ListMessagesParams,
  ListReactionsParams,
  ListThreadParams,
  ReadStateActionInput,
  ReplyInThreadInput,
  SearchMessagesParams,
} from "./chat-messages-query";
import { cursorBefore } from "./chat-messages-query";
import { type Connection, serviceRequest } from "./request";

const enc = encodeURIComponent;

type MessageList = z.output<typeof messageListEnvelope>;
/** A page of a conversation; `meta.previous` (a page opened around a message) continues before it. */
export type MessagePage = MessageList & { meta: { previous?: MessageList["meta"]["next"] } };

function listPage(conn: Connection, q: ListMessagesParams) {
  const base = q.receiverType === "user" ? "users" : "groups";
  return serviceRequest(conn, {
    api: "chat",
    path: `/${base}/${enc(q.target)}/messages`,
    query: { limit: q.limit, affix: q.affix, id: q.id, sentAt: q.id ? undefined : q.sentAt },
    onBehalfOf: q.onBehalfOf,
    schema: messageListEnvelope,
  });
}

/** The service pages from a cursor one way only: the page around a message is two reads, one each way. */
async function listAround(conn: Connection, q: ListMessagesParams, around: string): Promise<MessagePage> {
  const before = Math.floor(q.limit / 2);
  const [older, newer] = await Promise.all([
    before > 0 ? listPage(conn, { ...q, affix: "prepend", id: around, limit: before }) : undefined,
    listPage(conn, { ...q, affix: "append", id: cursorBefore(around), limit: q.limit - before }),
  ]);
  const data = [...(older?.data ?? []), ...newer.data];
  const first = newer.data[0];
  // Without the read before it (a page of one), whatever precedes the message may still be there.
  const previous = older ? older.meta.next : first && { affix: "prepend" as const, id: first.id };
  return {
    data,
    meta: {
      current: { limit: q.limit, count: data.length },
      ...(newer.meta.next ? { next: newer.meta.next } : {}),
      ...(previous ? { previous } : {}),
    },
  };
}

/** A page of a conversation: from the cursor (`affix`, `id` or `sentAt`), or `around` a message. */
export function listMessages(conn: Connection, q: ListMessagesParams): Promise<MessagePage> {
  return q.around && !q.id ? listAround(conn, q, q.around) : listPage(conn, q);
}

export function searchMessages(
  conn: Connection,
  { deleted, hasAttachments, hasReplies, ...q }: SearchMessagesParams,
) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/messages",
    query: {
      ...q,
      hasAttachments: hasAttachments === undefined ? undefined : String(hasAttachments),
      hasReplies: hasReplies === undefined ? undefined : String(hasReplies),
      hideDeleted: deleted === "hide" ? "true" : undefined,
      onlyDeleted: deleted === "only" ? "true" : undefined,
    },
    schema: messageListEnvelope,
  });
}

export async function setReadState(conn: Connection, v: ReadStateActionInput) {
  const base = v.receiverType === "user" ? "users" : "groups";
  const res = await serviceRequest(conn, {
    api: "chat",
    method: v.state === "read" ? "POST" : "DELETE",
    path: `/${base}/${enc(v.other)}/conversation/read`,
    body: { messageId: v.messageId },
    onBehalfOf: v.uid,
    schema: successEnvelope,
  });
  return res.data;
}

export function listThread(conn: Connection, { messageId, ...q }: ListThreadParams) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/messages/${enc(messageId)}/thread`,
    query: q,
    schema: messageListEnvelope,
  });
}

export async function replyInThread(conn: Connection, v: ReplyInThreadInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: `/messages/${enc(v.messageId)}/thread`,
    body: {
      receiver: v.other,
      receiverType: v.receiverType,
      category: "message",
      type: "text",
      data: { text: v.text },
    },
    onBehalfOf: v.sender,
    schema: messageEnvelope,
  });
  return res.data;
}

export async function getMessage(conn: Connection, id: string) {
  return (await serviceRequest(conn, { api: "chat", path: `/messages/${enc(id)}`, schema: messageEnvelope }))
    .data;
}

export function listReactions(conn: Connection, q: ListReactionsParams) {
  const one = q.reaction ? `/${enc(q.reaction)}` : "";
  return serviceRequest(conn, {
    api: "chat",
    path: `/messages/${enc(q.messageId)}/reactions${one}`,
    query: { limit: q.limit, affix: q.affix, id: q.id },
    schema: reactionListEnvelope,
  });
}

/** The service answers the `deleted` action message, whose `on` is the affected message. */
export async function deleteMessage(conn: Connection, q: DeleteMessageActionInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/messages/${enc(q.messageId)}`,
    body: { permanent: q.permanent ?? false },
    onBehalfOf: q.onBehalfOf,
    schema: actionMessageEnvelope,
  });
  return res.data;
}

export async function sendMessage(conn: Connection, body: SendMessageInput, onBehalfOf?: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: "/messages",
    body,
    onBehalfOf,
    schema: messageEnvelope,
  });
  return res.data;
}

/** `POST /bots/{uid}/messages`: the same body, sent by the bot connected to the user `uid`. */
export async function sendBotMessage(conn: Connection, uid: string, body: SendMessageInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: `/bots/${enc(uid)}/messages`,
    body,
    schema: messageEnvelope,
  });
  return res.data;
}

export async function editMessage(conn: Connection, id: string, body: EditMessageInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: `/messages/${enc(id)}`,
    body,
    schema: actionMessageEnvelope,
  });
  return res.data;
}

export type ReactionPage = Awaited<ReturnType<typeof listReactions>>;
