import type { UserRow } from "../core/users";
import type { Db } from "../db/types";

export type MemberListRow = UserRow & { scope: string; joined_at: number };

/** One page of a group's active members in order of joining, of the given scopes if any; and how many match. */
export function memberPage(
  db: Db,
  appId: string,
  guid: string,
  q: { scopes?: string[]; page: number; perPage: number },
) {
  // A deactivated user answers like a missing one (reference §5), so lists leave it out.
  const where = ["m.app_id = ?", "m.guid = ?", "u.deactivated_at = 0"];
  const args: (string | number)[] = [appId, guid];
  // Deduped: a repeated scope must not grow the statement past SQLite's variable limit.
  const scopes = [...new Set(q.scopes ?? [])];
  if (scopes.length > 0) {
    where.push(`m.scope IN (${scopes.map(() => "?")})`);
    args.push(...scopes);
  }
  const from = `FROM group_members m JOIN users u ON u.app_id = m.app_id AND u.uid = m.uid WHERE ${where.join(" AND ")}`;
  const { total } = db.prepare(`SELECT count(*) AS total ${from}`).get(...args) as { total: number };
  const rows = db
    .prepare(`SELECT u.*, m.scope, m.joined_at ${from} ORDER BY m.joined_at, m.uid LIMIT ? OFFSET ?`)
    .all(...args, q.perPage, (q.page - 1) * q.perPage) as MemberListRow[];
  return { total, rows };
}

/** One page of the active users banned from a group, first banned first; and how many there are. */
export function bannedPage(db: Db, appId: string, guid: string, page: number, perPage: number) {
  const from =
    "FROM group_bans b JOIN users u ON u.app_id = b.app_id AND u.uid = b.uid WHERE b.app_id = ? AND b.guid = ? AND u.deactivated_at = 0";
  const { total } = db.prepare(`SELECT count(*) AS total ${from}`).get(appId, guid) as { total: number };
  const rows = db
    .prepare(`SELECT u.* ${from} ORDER BY b.banned_at, b.uid LIMIT ? OFFSET ?`)
    .all(appId, guid, perPage, (page - 1) * perPage) as UserRow[];
  return { total, rows };
}
