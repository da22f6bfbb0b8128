import { MAX_DISTINCT_REACTIONS } from "../../../lib/schemas/reactions";
import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { ApiError, badRequest } from "../http/errors";
import { cursorPageOf } from "../store/cursor-page";
import { findUser, publicUserView } from "./users";

export interface ReactionRow {
  id: number;
  app_id: string;
  message_id: number;
  reaction: string;
  uid: string;
  reacted_at: number;
}

export function reactionView(db: Db, row: ReactionRow) {
  const user = findUser(db, row.app_id, row.uid);
  return {
    id: String(row.id),
    messageId: String(row.message_id),
    reaction: row.reaction,
    uid: row.uid,
    reactedAt: row.reacted_at,
    reactedBy: user
      ? publicUserView(user)
      : { uid: row.uid, name: row.uid, role: "default", status: "offline" },
  };
}

function findReaction(db: Db, messageId: number, reaction: string, uid: string) {
  return db
    .prepare("SELECT * FROM reactions WHERE message_id = ? AND reaction = ? AND uid = ?")
    .get(messageId, reaction, uid) as ReactionRow | undefined;
}

/** 409 when already there, 400 for a message's 26th distinct reaction. */
export function addReaction(
  db: Db,
  appId: string,
  input: { messageId: number; reaction: string; uid: string },
  nowSec: number,
): ReactionRow {
  if (findReaction(db, input.messageId, input.reaction, input.uid)) {
    throw new ApiError(
      409,
      "ERR_REACTION_ALREADY_EXISTS",
      `The user ${input.uid} already reacted with ${input.reaction} to the message ${input.messageId}.`,
    );
  }
  const distinct = db
    .prepare("SELECT reaction FROM reaction_counts WHERE message_id = ?")
    .all(input.messageId) as { reaction: string }[];
  const known = distinct.some((d) => d.reaction === input.reaction);
  if (!known && distinct.length >= MAX_DISTINCT_REACTIONS) {
    throw badRequest(`A message holds at most ${MAX_DISTINCT_REACTIONS} distinct reactions.`, {
      reaction: [`at most ${MAX_DISTINCT_REACTIONS} distinct reactions per message`],
    });
  }
  const info = db
    .prepare("INSERT INTO reactions (app_id, message_id, reaction, uid, reacted_at) VALUES (?, ?, ?, ?, ?)")
    .run(appId, input.messageId, input.reaction, input.uid, nowSec);
  db.prepare("UPDATE messages SET updated_at = ? WHERE id = ?").run(nowSec, input.messageId);
  return db.prepare("SELECT * FROM reactions WHERE id = ?").get(Number(info.lastInsertRowid)) as ReactionRow;
}

export function removeReaction(
  db: Db,
  input: { messageId: number; reaction: string; uid: string },
  nowSec: number,
): ReactionRow {
  const row = findReaction(db, input.messageId, input.reaction, input.uid);
  if (!row) {
    throw new ApiError(
      404,
      "ERR_REACTION_NOT_FOUND",
      `The user ${input.uid} has no ${input.reaction} reaction on the message ${input.messageId}.`,
    );
  }
  db.prepare("DELETE FROM reactions WHERE id = ?").run(row.id);
  db.prepare("UPDATE messages SET updated_at = ? WHERE id = ?").run(nowSec, input.messageId);
  return row;
}

export type ReactionCount = { reaction: string; count: number; reactedByMe?: boolean };

/**
 * Distinct reactions in order of first use, from the counts kept beside the reactions (schema.ts);
 * `reactedByMe` only when read as a user, as published.
 */
export function reactionCounts(db: Db, messageIds: number[], viewer?: string): Map<number, ReactionCount[]> {
  const out = new Map<number, ReactionCount[]>();
  if (messageIds.length === 0) return out;
  const rows = prepared(
    db,
    `SELECT c.message_id, c.reaction, c.n AS count, EXISTS (SELECT 1 FROM reactions r
          WHERE r.message_id = c.message_id AND r.reaction = c.reaction AND r.uid = ?) AS mine
        FROM reaction_counts c WHERE c.message_id IN (SELECT value FROM json_each(?))
        ORDER BY c.message_id, c.first_id`,
  ).all(viewer ?? "", JSON.stringify(messageIds)) as {
    message_id: number;
    reaction: string;
    count: number;
    mine: number;
  }[];
  for (const r of rows) {
    const list = out.get(r.message_id) ?? [];
    list.push({ reaction: r.reaction, count: r.count, ...(viewer ? { reactedByMe: r.mine === 1 } : {}) });
    out.set(r.message_id, list);
  }
  return out;
}

export interface ReactionPage {
  rows: ReactionRow[];
  next?: { affix: "append" | "prepend"; id: string };
}

/** Oldest first; `append`/`prepend` + `id` read after/before that reaction. */
export function listReactions(
  db: Db,
  messageId: number,
  q: { reaction?: string; limit: number; affix: "append" | "prepend"; id?: number },
): ReactionPage {
  const filters = ["message_id = @messageId"];
  if (q.reaction !== undefined) filters.push("reaction = @reaction");
  const backward = q.affix === "prepend" && q.id !== undefined;
  if (q.id !== undefined) filters.push(backward ? "id < @id" : "id > @id");
  const rows = prepared(
    db,
    `SELECT * FROM reactions WHERE ${filters.join(" AND ")} ORDER BY id ${backward ? "DESC" : "ASC"} LIMIT @take`,
  ).all({ messageId, reaction: q.reaction, id: q.id, take: q.limit + 1 }) as ReactionRow[];
  const { page, more, edge } = cursorPageOf(rows, q.limit, backward);
  return {
    rows: page,
    next: more && edge ? { affix: backward ? "prepend" : "append", id: String(edge.id) } : undefined,
  };
}
