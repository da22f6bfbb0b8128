import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { ApiError, badRequest } from "../http/errors";
import { findMember, requireGroup } from "./groups";
import { conversationIdFor } from "./messages";
import { requireUser } from "./users";

export interface StateRow {
  app_id: string;
  conversation_id: string;
  uid: string;
  read_message_id: number;
  read_at: number | null;
  delivered_message_id: number;
  delivered_at: number | null;
  cleared_message_id: number;
}

export type ReceiptAction = "read" | "delivered";

export const guidOfConversation = (conversationId: string) => conversationId.slice("group_".length);

export interface ConversationRef {
  id: string;
  type: "user" | "group";
}

/** The type is passed, not read from the id: a pair of uids `group` and `x` has the id `group_user_x`. */
export function isParticipant(db: Db, appId: string, conv: ConversationRef, uid: string): boolean {
  if (conv.type === "group") return Boolean(findMember(db, appId, guidOfConversation(conv.id), uid));
  if (conv.id.startsWith(`${uid}_user_`) || conv.id.endsWith(`_user_${uid}`)) return true;
  const row = prepared(
    db,
    "SELECT 1 FROM conversation_state WHERE app_id = ? AND conversation_id = ? AND uid = ?",
  ).get(appId, conv.id, uid);
  return row !== undefined;
}

export function requireParticipant(db: Db, appId: string, conv: ConversationRef, uid: string) {
  if (!isParticipant(db, appId, conv, uid)) {
    throw new ApiError(
      403,
      "ERR_CONVERSATION_NOT_ACCESSIBLE",
      `The user ${uid} is not part of the conversation ${conv.id}.`,
    );
  }
}

/**
 * The id of `viewer`'s conversation with the user `id` (who must exist and be someone else) or with the group
 * `id` (which they must be a member of).
 */
export function conversationIdWith(
  db: Db,
  appId: string,
  viewer: string,
  type: "user" | "group",
  id: string,
): string {
  if (type === "group") {
    const conversationId = conversationIdFor("group", viewer, requireGroup(db, appId, id).guid);
    requireParticipant(db, appId, { id: conversationId, type: "group" }, viewer);
    return conversationId;
  }
  requireUser(db, appId, id);
  if (id === viewer) {
    throw badRequest("A user has no conversation with themselves.", { uid: ["must not be onBehalfOf"] });
  }
  return conversationIdFor("user", viewer, id);
}

export const conversationOf = (row: { conversation_id: string; receiver_type: "user" | "group" }) => ({
  id: row.conversation_id,
  type: row.receiver_type,
});

export function conversationStates(db: Db, appId: string, conversationId: string): Map<string, StateRow> {
  const rows = prepared(db, "SELECT * FROM conversation_state WHERE app_id = ? AND conversation_id = ?").all(
    appId,
    conversationId,
  ) as StateRow[];
  return new Map(rows.map((r) => [r.uid, r]));
}

/** Marks only move forward; read also counts as delivered. */
export function markReceipt(
  db: Db,
  appId: string,
  input: { conversationId: string; uid: string; messageId: number; action: ReceiptAction },
  nowSec: number,
): boolean {
  const current = db
    .prepare("SELECT * FROM conversation_state WHERE app_id = ? AND conversation_id = ? AND uid = ?")
    .get(appId, input.conversationId, input.uid) as StateRow | undefined;
  let readId = current?.read_message_id ?? 0;
  let readAt = current?.read_at ?? null;
  let deliveredId = current?.delivered_message_id ?? 0;
  let deliveredAt = current?.delivered_at ?? null;
  let moved = false;
  if (input.action === "read" && input.messageId > readId) {
    readId = input.messageId;
    readAt = nowSec;
    moved = true;
  }
  if (input.messageId > deliveredId) {
    deliveredId = input.messageId;
    deliveredAt = nowSec;
    if (input.action === "delivered") moved = true;
  }
  if (!moved) return false;
  db.prepare(
    `INSERT INTO conversation_state (app_id, conversation_id, uid, read_message_id, read_at, delivered_message_id, delivered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (app_id, conversation_id, uid) DO UPDATE SET read_message_id = excluded.read_message_id,
       read_at = excluded.read_at, delivered_message_id = excluded.delivered_message_id, delivered_at = excluded.delivered_at`,
  ).run(appId, input.conversationId, input.uid, readId, readAt, deliveredId, deliveredAt);
  return true;
}

/** As published: the messages after `messageId` count as unread again. */
export function markUnread(
  db: Db,
  appId: string,
  input: { conversationId: string; uid: string; messageId: number },
) {
  const info = db
    .prepare(
      `UPDATE conversation_state SET read_message_id = ? WHERE app_id = ? AND conversation_id = ? AND uid = ?
         AND read_message_id > ?`,
    )
    .run(input.messageId, appId, input.conversationId, input.uid, input.messageId);
  return info.changes > 0;
}

/** Messages after `uid`'s read mark that others sent; action and deleted messages do not count. [ours] */
export function unreadCount(db: Db, appId: string, conversationId: string, uid: string): number {
  const row = db
    .prepare(
      `SELECT count(*) AS n FROM messages m
        WHERE m.app_id = ? AND m.conversation_id = ? AND m.sender <> ? AND m.category <> 'action'
          AND m.deleted_at IS NULL
          AND m.id > coalesce((SELECT read_message_id FROM conversation_state s
                                WHERE s.app_id = m.app_id AND s.conversation_id = m.conversation_id AND s.uid = ?), 0)`,
    )
    .get(appId, conversationId, uid, uid) as { n: number };
  return row.n;
}

export const clearedFor = (alias: string) =>
  `coalesce((SELECT cs.cleared_message_id FROM conversation_state cs WHERE cs.app_id = ${alias}.app_id
     AND cs.conversation_id = ${alias}.conversation_id AND cs.uid = @viewer), 0)`;

/** The published "reset": gone and read for one user; with `permanently`, deleted for everyone. */
export function resetConversation(
  db: Db,
  appId: string,
  input: { conversationId: string; uid: string; permanently: boolean },
) {
  if (input.permanently) {
    for (const sql of [
      "DELETE FROM messages WHERE app_id = ? AND conversation_id = ?",
      "DELETE FROM conversations WHERE app_id = ? AND conversation_id = ?",
      "UPDATE conversation_state SET read_message_id = 0, delivered_message_id = 0, cleared_message_id = 0, tags = NULL WHERE app_id = ? AND conversation_id = ?",
    ]) {
      db.prepare(sql).run(appId, input.conversationId);
    }
    return;
  }
  const last =
    (
      db
        .prepare("SELECT last_message_id AS id FROM conversations WHERE app_id = ? AND conversation_id = ?")
        .get(appId, input.conversationId) as { id: number } | undefined
    )?.id ?? 0;
  db.prepare(
    `INSERT INTO conversation_state (app_id, conversation_id, uid, read_message_id, cleared_message_id)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (app_id, conversation_id, uid) DO UPDATE SET
       read_message_id = max(read_message_id, excluded.read_message_id), cleared_message_id = excluded.cleared_message_id,
       tags = NULL`,
  ).run(appId, input.conversationId, input.uid, last, last);
}
