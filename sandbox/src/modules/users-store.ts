import { findUser, publicUserView, type UserRow, userView } from "../core/users";
import type { Db } from "../db/types";

/** Conversation id of a user pair: the two uids in sorted order (reference §7). */
export const userConversationId = (a: string, b: string) => [a, b].sort().join("_user_");

export const isBlocked = (db: Db, appId: string, uid: string, blockedUid: string) =>
  db
    .prepare("SELECT 1 FROM blocked_users WHERE app_id = ? AND uid = ? AND blocked_uid = ?")
    .get(appId, uid, blockedUid) !== undefined;

export function userViewFor(db: Db, appId: string, row: UserRow, viewer: string | undefined) {
  if (!viewer || viewer === row.uid) return userView(row);
  return publicUserView(row, {
    conversationId: userConversationId(viewer, row.uid),
    blockedByMe: isBlocked(db, appId, viewer, row.uid),
    hasBlockedMe: isBlocked(db, appId, row.uid, viewer),
  });
}

export type PerUid = Record<string, { success: boolean; message: string }>;

export const missingUid = (uid: string) => ({ success: false, message: `The UID ${uid} does not exist.` });

export const normaliseUids = (uids: string[]) => [...new Set(uids.map((u) => u.toLowerCase()))];

export function activeUser(db: Db, appId: string, uid: string): UserRow | undefined {
  const row = findUser(db, appId, uid);
  return row && !row.deactivated_at ? row : undefined;
}

/** As the hosted service does, its messages go too, so a new user taking the uid inherits nothing. */
export function deleteUserForGood(db: Db, appId: string, uid: string) {
  purgeMessagesOf(db, appId, uid);
  for (const [table, other] of [
    ["blocked_users", "blocked_uid"],
    ["friends", "friend_uid"],
  ] as const) {
    db.prepare(`DELETE FROM ${table} WHERE app_id = ? AND (uid = ? OR ${other} = ?)`).run(appId, uid, uid);
  }
  for (const sql of [
    "DELETE FROM auth_tokens WHERE app_id = ? AND uid = ?",
    "DELETE FROM group_members WHERE app_id = ? AND uid = ?",
    "DELETE FROM group_bans WHERE app_id = ? AND uid = ?",
    "DELETE FROM conversation_state WHERE app_id = ? AND uid = ?",
    "DELETE FROM users WHERE app_id = ? AND uid = ?",
  ]) {
    db.prepare(sql).run(appId, uid);
  }
}

function purgeMessagesOf(db: Db, appId: string, uid: string) {
  const pairs = db
    .prepare(
      `SELECT conversation_id AS id FROM messages
        WHERE app_id = ? AND receiver_type = 'user' AND (sender = ? OR receiver = ?)
       UNION
       SELECT s.conversation_id FROM conversation_state s
         JOIN conversations c ON c.app_id = s.app_id AND c.conversation_id = s.conversation_id
        WHERE s.app_id = ? AND s.uid = ? AND c.conversation_type = 'user'`,
    )
    .all(appId, uid, uid, appId, uid) as { id: string }[];
  for (const table of ["messages", "conversation_state", "conversations"]) {
    const del = db.prepare(`DELETE FROM ${table} WHERE app_id = ? AND conversation_id = ?`);
    for (const { id } of pairs) del.run(appId, id);
  }
  db.prepare("DELETE FROM reactions WHERE app_id = ? AND uid = ?").run(appId, uid);
  db.prepare("DELETE FROM messages WHERE app_id = ? AND receiver_type = 'group' AND sender = ?").run(
    appId,
    uid,
  );
  // Group conversations whose last message was one of the user's now point at the newest one left.
  db.prepare(
    `UPDATE conversations SET last_message_id = (SELECT max(id) FROM messages m
        WHERE m.app_id = conversations.app_id AND m.conversation_id = conversations.conversation_id)
      WHERE app_id = ? AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = conversations.last_message_id)`,
  ).run(appId);
  db.prepare("DELETE FROM conversations WHERE app_id = ? AND last_message_id IS NULL").run(appId);
}
