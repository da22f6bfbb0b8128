import type { z } from "zod";
import * as messagesContract from "../contract/messages";
import * as reactionsContract from "../contract/reactions";
import { isoSeconds } from "../csv";
import {
  listMessagesQuery,
  listReactionsQuery,
  listThreadQuery,
  searchMessagesQuery,
  searchQuery,
} from "../inputs/chat-messages-query";
import type { Message, messageListEnvelope } from "../schemas/messages";
import type { Reaction } from "../schemas/reactions";
import { call } from "../server/api/call";
import { listMessages } from "../server/api/chat-messages";
import { newestFirst, oldestFirst } from "./message-order";
import { messageSummary, repliesLabel } from "./message-summary";
import { byCursor } from "./paging";
import { appOf, defineExport } from "./types";

/** Cursor lists answer at most this many items a page (reference §2). */
const MESSAGE_LIMIT = 1000;
const REACTION_LIMIT = 100;

const marks = (m: Message) =>
  [
    m.editedAt ? "edited" : "",
    m.deletedAt ? "deleted" : "",
    m.replyCount ? repliesLabel(m.replyCount) : "",
    m.data.reactions?.map((r) => `${r.reaction} ${r.count}`).join(" ") ?? "",
  ]
    .filter(Boolean)
    .join("; ");

/** A page of a message list and the position of the next (its cursor without the rest of the meta). */
const messagePage = (res: z.output<typeof messageListEnvelope>) => ({
  rows: res.data,
  next: res.meta.next && { affix: res.meta.next.affix, id: res.meta.next.id },
});

export const messagesExport = defineExport({
  file: "messages",
  schema: listMessagesQuery,
  minRole: "viewer",
  columns: {
    id: { label: "Id", value: (m: Message) => m.id },
    sentAt: { label: "Sent (UTC)", value: (m: Message) => isoSeconds(m.sentAt) },
    sender: { label: "Sender", value: (m: Message) => m.sender },
    kind: { label: "Kind", value: (m: Message) => `${m.category}/${m.type}` },
    content: { label: "Content", value: messageSummary },
    marks: { label: "Marks", value: marks },
  },
  // The list's rows from its position, oldest first as the list reads; a list opened around a message
  // exports every message of the conversation.
  pages: (source, { around: _around, ...p }) =>
    oldestFirst({ ...p, limit: MESSAGE_LIMIT }, async (q) =>
      messagePage(await listMessages(appOf(source).conn, q)),
    ),
});

export const messageSearchExport = defineExport({
  file: "message-search",
  schema: searchMessagesQuery,
  minRole: "viewer",
  columns: messagesExport.columns,
  // Newest first, as the list reads.
  pages: (source, p) =>
    newestFirst({ ...p, limit: MESSAGE_LIMIT }, async (q) =>
      messagePage(await call(appOf(source).conn, messagesContract.listMessages, { query: searchQuery(q) })),
    ),
});

export const messageThreadExport = defineExport({
  file: "message-thread",
  schema: listThreadQuery,
  minRole: "viewer",
  columns: messagesExport.columns,
  // Replies oldest first, as the thread reads.
  pages: (source, { messageId, ...p }) =>
    oldestFirst({ ...p, limit: MESSAGE_LIMIT }, async (query) => {
      const res = await call(appOf(source).conn, messagesContract.listThreadMessages, {
        params: { id: messageId },
        query,
      });
      return messagePage(res);
    }),
});

export const reactionsExport = defineExport({
  file: "message-reactions",
  schema: listReactionsQuery,
  minRole: "viewer",
  columns: {
    reaction: { label: "Reaction", value: (r: Reaction) => r.reaction },
    uid: { label: "By", value: (r: Reaction) => `${r.reactedBy.name} (${r.uid})` },
    reactedAt: { label: "Reacted (UTC)", value: (r: Reaction) => isoSeconds(r.reactedAt) },
    id: { label: "Reaction id", value: (r: Reaction) => r.id },
  },
  pages: (source, { messageId: id, reaction, ...p }) =>
    byCursor<Reaction, { affix: "append" | "prepend"; id: string }>(async (cursor) => {
      const { conn } = appOf(source);
      const query = { ...p, limit: REACTION_LIMIT, ...cursor };
      const res = reaction
        ? await call(conn, reactionsContract.listReactionsOfKind, { params: { id, reaction }, query })
        : await call(conn, reactionsContract.listReactions, { params: { id }, query });
      return { rows: res.data, next: res.meta.next };
    }),
});
