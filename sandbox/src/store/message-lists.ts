import { clearedFor } from "../core/conversation-state";
import type { MessageRow } from "../core/messages";
import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { cursorPageOf } from "./cursor-page";
import { likePattern } from "./like-pattern";

export interface MessageCursor {
  limit: number;
  affix: "append" | "prepend";
  id?: number;
  sentAt?: number;
}

export interface MessagePage {
  rows: MessageRow[];
  next?: { affix: "append" | "prepend"; id: string; sentAt: number };
}

// Pages run oldest to newest; `prepend` reads back from `id`/`sentAt` (else the newest), `append` forward.
// `next` continues from the page's edge and is absent when nothing lies beyond.
function cursorPage(db: Db, where: string[], args: Record<string, unknown>, q: MessageCursor): MessagePage {
  const backward = q.affix === "prepend";
  const filters = [...where];
  if (q.id !== undefined) filters.push(backward ? "id < @cursorId" : "id > @cursorId");
  else if (q.sentAt !== undefined)
    filters.push(backward ? "sent_at < @cursorSentAt" : "sent_at >= @cursorSentAt");
  const rows = prepared(
    db,
    `SELECT * FROM messages WHERE ${filters.join(" AND ")} ORDER BY id ${backward ? "DESC" : "ASC"} LIMIT @take`,
  ).all({ ...args, cursorId: q.id, cursorSentAt: q.sentAt, take: q.limit + 1 }) as MessageRow[];
  const { page, more, edge } = cursorPageOf(rows, q.limit, backward);
  return {
    rows: page,
    next: more && edge ? { affix: q.affix, id: String(edge.id), sentAt: edge.sent_at } : undefined,
  };
}

/** A page of one conversation's messages; with a viewer, none they cleared (reset) for themselves. */
export function conversationMessages(
  db: Db,
  appId: string,
  conversationId: string,
  q: MessageCursor & { hideReplies?: boolean },
  viewer?: string,
) {
  const where = ["app_id = @appId", "conversation_id = @conversationId"];
  if (q.hideReplies) where.push("parent_id IS NULL");
  if (viewer) where.push(`id > ${clearedFor("messages")}`);
  return cursorPage(db, where, { appId, conversationId, viewer }, q);
}

/** A page of a message's thread replies; with a viewer, none they cleared for themselves. */
export function threadMessages(db: Db, appId: string, parentId: number, q: MessageCursor, viewer?: string) {
  const where = ["app_id = @appId", "parent_id = @parentId"];
  if (viewer) where.push(`id > ${clearedFor("messages")}`);
  return cursorPage(db, where, { appId, parentId, viewer }, q);
}

/** What GET /messages narrows the app's messages by. */
export interface MessageSearch {
  searchKey?: string;
  sender?: string;
  receiverType?: string;
  conversationId?: string;
  category?: string;
  type?: string;
  categories?: string[];
  types?: string[];
  tags?: string[];
  hasAttachments?: boolean;
  attachmentTypes?: string;
  hasReactions?: boolean;
  hasReplies?: boolean;
  hideDeleted?: boolean;
  hideReplies?: boolean;
  onlyDeleted?: boolean;
  fromTimestamp?: number;
  toTimestamp?: number;
}

function searchTerms(appId: string, q: MessageSearch, viewer: string | undefined) {
  const where = ["app_id = @appId"];
  const args: Record<string, unknown> = { appId };
  const add = (term: string, values: Record<string, unknown> = {}) => {
    where.push(term);
    Object.assign(args, values);
  };
  const list = (name: string, values: string[]) => {
    const keys = values.map((v, i) => {
      args[`${name}${i}`] = v;
      return `@${name}${i}`;
    });
    return `(${keys.join(", ")})`;
  };
  if (viewer) {
    add(
      `((receiver_type = 'user' AND (sender = @viewer OR receiver = @viewer)) OR (receiver_type = 'group' AND receiver IN
        (SELECT guid FROM group_members WHERE app_id = @appId AND uid = @viewer)))`,
      { viewer },
    );
    add(`id > ${clearedFor("messages")}`);
  }
  if (q.searchKey) {
    add("json_extract(data, '$.text') LIKE @searchKey ESCAPE '\\'", { searchKey: likePattern(q.searchKey) });
  }
  if (q.sender) add("sender = @sender", { sender: q.sender });
  if (q.receiverType) add("receiver_type = @receiverType", { receiverType: q.receiverType });
  if (q.conversationId) add("conversation_id = @conversationId", { conversationId: q.conversationId });
  if (q.category) add("category = @category", { category: q.category });
  if (q.type) add("type = @type", { type: q.type });
  if (q.categories?.length) add(`category IN ${list("category", q.categories)}`);
  if (q.types?.length) add(`type IN ${list("type", q.types)}`);
  if (q.tags?.length)
    add(`EXISTS (SELECT 1 FROM json_each(messages.tags) WHERE value IN ${list("tag", q.tags)})`);
  const attached = "coalesce(json_array_length(data, '$.attachments'), 0) > 0";
  if (q.hasAttachments !== undefined) add(q.hasAttachments ? attached : `NOT ${attached}`);
  if (q.attachmentTypes) add(`${attached} AND type = @attachmentType`, { attachmentType: q.attachmentTypes });
  const reacted = "EXISTS (SELECT 1 FROM reactions r WHERE r.message_id = messages.id)";
  if (q.hasReactions !== undefined) add(q.hasReactions ? reacted : `NOT ${reacted}`);
  const replied =
    "EXISTS (SELECT 1 FROM messages r WHERE r.app_id = messages.app_id AND r.parent_id = messages.id)";
  if (q.hasReplies !== undefined) add(q.hasReplies ? replied : `NOT ${replied}`);
  if (q.hideDeleted) add("deleted_at IS NULL");
  if (q.hideReplies) add("parent_id IS NULL");
  if (q.onlyDeleted) add("deleted_at IS NOT NULL");
  // As published, toTimestamp counts only with fromTimestamp.
  if (q.fromTimestamp !== undefined) {
    add("sent_at >= @fromTimestamp", { fromTimestamp: q.fromTimestamp });
    if (q.toTimestamp !== undefined) add("sent_at <= @toTimestamp", { toTimestamp: q.toTimestamp });
  }
  return { where, args };
}

/** A page of the app's messages that match; with a viewer, only those in their conversations they kept. */
export function searchMessages(db: Db, appId: string, q: MessageSearch & MessageCursor, viewer?: string) {
  const { where, args } = searchTerms(appId, q, viewer);
  return cursorPage(db, where, args, q);
}
