import { findUser, publicUserView, type UserRow, userView } from "../core/users";
import type { Db } from "../db/types";
import { isBlocked } from "../store/blocked-users";

/** Conversation id of a user pair: the two uids in sorted order (reference §7). */
export const userConversationId = (a: string, b: string) => [a, b].sort().join("_user_");

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
