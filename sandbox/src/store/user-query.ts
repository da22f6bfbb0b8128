import type { UserRow } from "../core/users";
import { pageWindow } from "../db/page-window";
import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { likePattern } from "./like-pattern";

/** The filters and order of `GET /users`. */
export interface UserQuery {
  searchKey?: string;
  status?: "available" | "offline";
  role?: string;
  tags?: string[];
  withDeactivated?: boolean;
  onlyDeactivated?: boolean;
  /** [ours] Unix seconds: users last active strictly before / after it (a user never active matches neither). */
  lastActiveBefore?: number;
  lastActiveAfter?: number;
  sortBy: "uid" | "name" | "createdAt" | "lastActiveAt";
  sortOrder: "asc" | "desc";
}

const SORT_COLUMNS = {
  uid: "uid",
  // The order of lower(name) (both fold ASCII letters only), but read from users_list_name without a row lookup
  // per entry, which an index on the expression lower(name) costs.
  name: "name COLLATE NOCASE",
  createdAt: "created_at",
  lastActiveAt: "last_active_at",
} as const;
// "available" is the filter's name for users who are connected; stored status may say online.
const STATUSES = { available: ["available", "online"], offline: ["offline"] } as const;

/** The deactivated, status and role filters, as `user_counts` keeps them and as `users` stores them. */
function plainFilters(q: UserQuery) {
  const counts = ["app_id = ?"];
  const rows = ["app_id = ?"];
  const args: unknown[] = [];
  if (q.onlyDeactivated) {
    counts.push("deactivated = 1");
    rows.push("deactivated_at > 0");
  } else if (!q.withDeactivated) {
    counts.push("deactivated = 0");
    rows.push("deactivated_at = 0");
  }
  if (q.status) {
    const marks = STATUSES[q.status].map(() => "?").join(", ");
    counts.push(`status IN (${marks})`);
    rows.push(`status IN (${marks})`);
    args.push(...STATUSES[q.status]);
  }
  if (q.role) {
    counts.push("role = ?");
    rows.push("role = ?");
    args.push(q.role);
  }
  return { counts, rows, args };
}

export function listUserRows(db: Db, appId: string, q: UserQuery, page: number, perPage: number) {
  const plain = plainFilters(q);
  const where = [...plain.rows];
  const args: unknown[] = [appId, ...plain.args];
  // The hosted service finds the keyword anywhere in the uid or name, so a last name matches too.
  if (q.searchKey) {
    where.push("(lower(uid) LIKE ? ESCAPE '\\' OR lower(name) LIKE ? ESCAPE '\\')");
    const pattern = likePattern(q.searchKey.toLowerCase());
    args.push(pattern, pattern);
  }
  if (q.tags?.length) {
    where.push(`EXISTS (SELECT 1 FROM json_each(users.tags) WHERE value IN (${q.tags.map(() => "?")}))`);
    args.push(...q.tags);
  }
  const byActivity = q.sortBy === "lastActiveAt";
  // The page's own query marks a last-active bound `+` unless it is read by last activity: with a bound LIMIT
  // the planner would take users_last_active and sort every matching row for one page, not walk the order.
  const pageWhere = [...where];
  // A NULL last_active_at (never active) is neither before nor after any time.
  for (const [op, at] of [
    ["<", q.lastActiveBefore],
    [">", q.lastActiveAfter],
  ] as const) {
    if (at === undefined) continue;
    where.push(`last_active_at ${op} ?`);
    pageWhere.push(`${byActivity ? "" : "+"}last_active_at ${op} ?`);
    args.push(at);
  }
  const counted =
    q.searchKey || q.tags?.length || q.lastActiveBefore !== undefined || q.lastActiveAfter !== undefined;
  const from = `FROM users WHERE ${where.join(" AND ")}`;
  // By uid the planner would walk the table itself (its primary key is in that order too), skipping whole
  // rows; users_list_uid holds the same order and the plain filters in a fraction of the bytes. Only deactivated
  // users are few, and found faster through users_last_active and sorted.
  const narrow = q.sortBy === "uid" && !counted && !q.onlyDeactivated;
  const pageFrom = `FROM users${narrow ? " INDEXED BY users_list_uid" : ""} WHERE ${pageWhere.join(" AND ")}`;
  // One read transaction: the total and the page come from the same state of the store.
  return db.transaction(() => {
    // `user_counts` has the total of the plain filters; with a keyword, tags or a last-active bound the
    // matching users are counted (active users by last activity alone in users_last_active, no row read).
    const total = (
      counted
        ? prepared(db, `SELECT count(*) ${from}`)
            .pluck()
            .get(...args)
        : prepared(db, `SELECT coalesce(sum(n), 0) FROM user_counts WHERE ${plain.counts.join(" AND ")}`)
            .pluck()
            .get(appId, ...plain.args)
    ) as number;
    const w = pageWindow(total, (page - 1) * perPage, perPage);
    if (w.limit === 0) return { total, rows: [] as UserRow[] };
    const dir = (q.sortOrder === "asc") === !w.fromEnd ? "ASC" : "DESC";
    // By uid alone: a second uid term makes the planner sort what the index already orders.
    const order =
      q.sortBy === "uid" ? `ORDER BY uid ${dir}` : `ORDER BY ${SORT_COLUMNS[q.sortBy]} ${dir}, uid ${dir}`;
    // The page's uids are found in a narrow list-order index (users_list_uid, _name, _created, or
    // users_last_active), and only their rows read: skipping OFFSET index entries costs far less than skipping
    // OFFSET rows. The rows are read by key apart, so no order of theirs tempts the planner into a scan.
    const uids = prepared(db, `SELECT uid ${pageFrom} ${order} LIMIT ? OFFSET ?`)
      .pluck()
      .all(...args, w.limit, w.offset) as string[];
    if (w.fromEnd) uids.reverse();
    const byUid = new Map(
      (
        prepared(
          db,
          `SELECT * FROM users WHERE app_id = ? AND uid IN (${uids.map(() => "?").join(",")})`,
        ).all(appId, ...uids) as UserRow[]
      ).map((r) => [r.uid, r]),
    );
    return { total, rows: uids.flatMap((uid) => byUid.get(uid) ?? []) };
  })();
}
