import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type CallFilters, listCalls } from "../src/core/call-query";
import { openDb } from "../src/db/open";
import { listUserRows, type UserQuery } from "../src/store/user-query";
import { APP, removeStores, seeded } from "./seed-support";

afterAll(removeStores);

const { dir } = seeded(17, { users: 400, groups: 5, messages: 0, calls: 900, days: 10 });
const db = openDb(path.join(dir, "sandbox.db"));
// Long runs of equal sort keys, so pages end inside a tie and only the tie-break orders them.
db.prepare("UPDATE calls SET initiated_at = initiated_at - initiated_at % 21600 WHERE app_id = ?").run(APP);
db.prepare(
  `UPDATE users SET created_at = created_at - created_at % 172800, name = upper(substr(name, 1, 1)) || ' x',
     last_active_at = CASE WHEN created_at % 4 = 0 THEN NULL ELSE last_active_at - last_active_at % 86400 END,
     deactivated_at = CASE WHEN created_at % 9 = 0 THEN 1794000000 ELSE 0 END
   WHERE app_id = ?`,
).run(APP);

/** Every page of `perPage`, first to last, and the slice each should be of the whole ordered list. */
function pagesAgainst<T>(whole: T[], perPage: number, read: (page: number) => { total: number; ids: T[] }) {
  const last = Math.max(1, Math.ceil(whole.length / perPage));
  for (let page = 1; page <= last + 1; page++) {
    const got = read(page);
    expect(got.total, `total on page ${page}`).toBe(whole.length);
    expect(got.ids, `page ${page} of ${perPage}`).toEqual(whole.slice((page - 1) * perPage, page * perPage));
  }
}

const CALLS: { f: CallFilters; where: string }[] = [
  { f: {}, where: "" },
  { f: { status: "ended" }, where: "AND status = 'ended'" },
  { f: { type: "video", status: "ended" }, where: "AND type = 'video' AND status = 'ended'" },
  { f: { type: "audio" }, where: "AND type = 'audio'" },
];

describe("GET /calls: a deep page is the same slice of the whole ordered list", () => {
  it.each(CALLS)("with ties in the start time ($where)", ({ f, where }) => {
    const whole = db
      .prepare(
        `SELECT session_id FROM calls WHERE app_id = ? ${where} ORDER BY initiated_at DESC, session_id DESC`,
      )
      .pluck()
      .all(APP) as string[];
    const ties = db
      .prepare(`SELECT count(*) - count(DISTINCT initiated_at) FROM calls WHERE app_id = ? ${where}`)
      .pluck()
      .get(APP) as number;
    expect(ties).toBeGreaterThan(whole.length / 2);
    for (const perPage of [7, 25]) {
      pagesAgainst(whole, perPage, (page) => {
        const got = listCalls(db, APP, f, page, perPage);
        return { total: got.total, ids: got.calls.map((c) => c.row.session_id) };
      });
    }
  });
});

const ORDERS = {
  uid: "uid",
  name: "lower(name)",
  createdAt: "created_at",
  lastActiveAt: "last_active_at",
} as const;
const USERS: { q: Partial<UserQuery>; where: string }[] = [
  { q: {}, where: "AND deactivated_at = 0" },
  { q: { status: "available" }, where: "AND deactivated_at = 0 AND status IN ('available', 'online')" },
  { q: { status: "offline", withDeactivated: true }, where: "AND status = 'offline'" },
  { q: { onlyDeactivated: true }, where: "AND deactivated_at > 0" },
  { q: { role: "default" }, where: "AND deactivated_at = 0 AND role = 'default'" },
];

describe("GET /users: a deep page is the same slice of the whole ordered list", () => {
  const cases = USERS.flatMap(({ q, where }) =>
    (Object.keys(ORDERS) as (keyof typeof ORDERS)[]).flatMap((sortBy) =>
      (["asc", "desc"] as const).map((sortOrder) => ({ q: { ...q, sortBy, sortOrder }, where })),
    ),
  );
  it.each(cases)("with ties in the sort key ($q.sortBy $q.sortOrder, $where)", ({ q, where }) => {
    const order = `${ORDERS[q.sortBy]} ${q.sortOrder}, uid ${q.sortOrder}`;
    const whole = db
      .prepare(`SELECT uid FROM users WHERE app_id = ? ${where} ORDER BY ${order}`)
      .pluck()
      .all(APP) as string[];
    expect(whole.length).toBeGreaterThan(25);
    for (const perPage of [7, 25]) {
      pagesAgainst(whole, perPage, (page) => {
        const got = listUserRows(db, APP, q, page, perPage);
        return { total: got.total, ids: got.rows.map((r) => r.uid) };
      });
    }
  });
});
