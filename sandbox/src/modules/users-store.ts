import { findUser, type UserRow, userView } from "../core/users";
import type { Db } from "../db/open";

/** A LIKE pattern matching values that start with `prefix` (wildcards in it taken literally). */
export const likePrefix = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Conversation id of a user pair: the two uids in sorted order (reference §7). */
export const userConversationId = (a: string, b: string) => [a, b].sort().join("_user_");

export const isBlocked = (db: Db, appId: string, uid: string, blockedUid: string) =>
  db
    .prepare("SELECT 1 FROM blocked_users WHERE app_id = ? AND uid = ? AND blocked_uid = ?")
    .get(appId, uid, blockedUid) !== undefined;

/** The user resource as seen by `viewer` (the `onBehalfOf` user): adds conversation and block flags. */
export function userViewFor(db: Db, appId: string, row: UserRow, viewer: string | undefined) {
  if (!viewer || viewer === row.uid) return userView(row);
  return userView(row, {
    conversationId: userConversationId(viewer, row.uid),
    blockedByMe: isBlocked(db, appId, viewer, row.uid),
    hasBlockedMe: isBlocked(db, appId, row.uid, viewer),
  });
}

/** Per-uid outcome of a bulk call. */
export type PerUid = Record<string, { success: boolean; message: string }>;

export const missingUid = (uid: string) => ({ success: false, message: `The UID ${uid} does not exist.` });

/** Lower-cases and dedupes the uids of a bulk call, keeping their order. */
export const normaliseUids = (uids: string[]) => [...new Set(uids.map((u) => u.toLowerCase()))];

/** An active user or undefined: a deactivated user counts as missing. */
export function activeUser(db: Db, appId: string, uid: string): UserRow | undefined {
  const row = findUser(db, appId, uid);
  return row && !row.deactivated_at ? row : undefined;
}

/**
 * Removes a user for good: the row, its auth tokens, blocks in both directions, and its group
 * memberships and bans and read state (a missing user cannot stay a member). Messages stay as history.
 */
export function deleteUserForGood(db: Db, appId: string, uid: string) {
  db.prepare("DELETE FROM blocked_users WHERE app_id = ? AND (uid = ? OR blocked_uid = ?)").run(
    appId,
    uid,
    uid,
  );
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
