import type { UserRow } from "../core/users";
import type { Db } from "../db/types";
import { likePattern } from "./like-pattern";

/** A friendship is mutual: one row per direction. */
export function addFriendship(db: Db, appId: string, uid: string, friendUid: string, now: number) {
  const insert = db.prepare(
    "INSERT OR IGNORE INTO friends (app_id, uid, friend_uid, created_at) VALUES (?, ?, ?, ?)",
  );
  insert.run(appId, uid, friendUid, now);
  insert.run(appId, friendUid, uid, now);
}

export function removeFriendship(db: Db, appId: string, uid: string, friendUid: string) {
  const remove = db.prepare("DELETE FROM friends WHERE app_id = ? AND uid = ? AND friend_uid = ?");
  remove.run(appId, uid, friendUid);
  remove.run(appId, friendUid, uid);
}

/** One page of a user's active friends by name, matching `searchKey` in name or uid; and how many there are. */
export function friendPage(
  db: Db,
  appId: string,
  uid: string,
  q: { searchKey?: string; page: number; perPage: number },
) {
  const args: unknown[] = [appId, uid];
  let where = "f.app_id = ? AND f.uid = ? AND u.deactivated_at = 0";
  if (q.searchKey) {
    where += " AND (u.name LIKE ? ESCAPE '\\' OR u.uid LIKE ? ESCAPE '\\')";
    args.push(likePattern(q.searchKey), likePattern(q.searchKey));
  }
  const from = `FROM friends f JOIN users u ON u.app_id = f.app_id AND u.uid = f.friend_uid WHERE ${where}`;
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...args) as { total: number };
  const rows = db
    .prepare(`SELECT u.* ${from} ORDER BY u.name, u.uid LIMIT ? OFFSET ?`)
    .all(...args, q.perPage, (q.page - 1) * q.perPage) as UserRow[];
  return { total, rows };
}
