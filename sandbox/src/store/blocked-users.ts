import type { UserRow } from "../core/users";
import type { Db } from "../db/types";

export const isBlocked = (db: Db, appId: string, uid: string, blockedUid: string) =>
  db
    .prepare("SELECT 1 FROM blocked_users WHERE app_id = ? AND uid = ? AND blocked_uid = ?")
    .get(appId, uid, blockedUid) !== undefined;

export const blockUser = (db: Db, appId: string, uid: string, blockedUid: string, now: number) =>
  db
    .prepare("INSERT INTO blocked_users (app_id, uid, blocked_uid, created_at) VALUES (?, ?, ?, ?)")
    .run(appId, uid, blockedUid, now);

export const unblockUser = (db: Db, appId: string, uid: string, blockedUid: string) =>
  db
    .prepare("DELETE FROM blocked_users WHERE app_id = ? AND uid = ? AND blocked_uid = ?")
    .run(appId, uid, blockedUid);

/** One page of the active users a user blocked, last blocked first, with when; and how many there are. */
export function blockedPage(db: Db, appId: string, uid: string, page: number, perPage: number) {
  const sql = `FROM blocked_users b JOIN users u ON u.app_id = b.app_id AND u.uid = b.blocked_uid
      WHERE b.app_id = ? AND b.uid = ? AND u.deactivated_at = 0`;
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${sql}`).get(appId, uid) as { total: number };
  const rows = db
    .prepare(
      `SELECT u.*, b.created_at AS blocked_at ${sql} ORDER BY b.created_at DESC, u.uid LIMIT ? OFFSET ?`,
    )
    .all(appId, uid, perPage, (page - 1) * perPage) as (UserRow & { blocked_at: number })[];
  return { total, rows };
}
