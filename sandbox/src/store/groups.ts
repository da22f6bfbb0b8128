import type { GroupRow } from "../core/groups";
import type { Db } from "../db/types";
import { likePattern } from "./like-pattern";

const SORT_COLUMNS = { name: "name", guid: "guid", createdAt: "created_at" } as const;

export interface GroupQuery {
  searchKey?: string;
  /** Only the groups this user joined. */
  joinedBy?: string;
  type?: string;
  tags?: string[];
  sortBy: keyof typeof SORT_COLUMNS;
  sortOrder?: "asc" | "desc";
  page: number;
  perPage: number;
}

/** One page of the app's groups that match, in the order asked (guid breaking ties); and how many match. */
export function groupPage(db: Db, appId: string, q: GroupQuery) {
  const where = ["app_id = ?"];
  const args: (string | number)[] = [appId];
  if (q.searchKey) {
    // The reference documents no match rule for groups; anywhere in guid or name, as the list page says.
    where.push("(name LIKE ? ESCAPE '\\' OR guid LIKE ? ESCAPE '\\')");
    args.push(likePattern(q.searchKey), likePattern(q.searchKey));
  }
  if (q.joinedBy) {
    where.push(
      "EXISTS (SELECT 1 FROM group_members m WHERE m.app_id = groups.app_id AND m.guid = groups.guid AND m.uid = ?)",
    );
    args.push(q.joinedBy);
  }
  if (q.type) {
    where.push("type = ?");
    args.push(q.type);
  }
  if (q.tags && q.tags.length > 0) {
    where.push(`EXISTS (SELECT 1 FROM json_each(groups.tags) WHERE value IN (${q.tags.map(() => "?")}))`);
    args.push(...q.tags);
  }
  const filter = where.join(" AND ");
  const { total } = db.prepare(`SELECT count(*) AS total FROM groups WHERE ${filter}`).get(...args) as {
    total: number;
  };
  const dir = q.sortOrder === "desc" ? "DESC" : "ASC";
  const rows = db
    .prepare(
      `SELECT * FROM groups WHERE ${filter} ORDER BY ${SORT_COLUMNS[q.sortBy]} ${dir}, guid ${dir} LIMIT ? OFFSET ?`,
    )
    .all(...args, q.perPage, (q.page - 1) * q.perPage) as GroupRow[];
  return { total, rows };
}
