import type { AppRow } from "../core/apps";
import type { Db } from "../db/types";
import { likePattern } from "./like-pattern";

/**
 * One page of this account's active apps, oldest first, matching `search` in the name or id; and how many match.
 * A customer account's app (POST /tenants) belongs to that account, not to this one.
 */
export function ownAppPage(db: Db, search: string | undefined, page: number, perPage: number) {
  const ours = "state = 'active' AND id NOT IN (SELECT app_id FROM tenants)";
  const where = search ? `${ours} AND (name LIKE ? ESCAPE '\\' OR id LIKE ? ESCAPE '\\')` : ours;
  const args = search ? [likePattern(search), likePattern(search)] : [];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM apps WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = db
    .prepare(`SELECT * FROM apps WHERE ${where} ORDER BY created_at, id LIMIT ? OFFSET ?`)
    .all(...args, perPage, (page - 1) * perPage) as AppRow[];
  return { total, rows };
}
