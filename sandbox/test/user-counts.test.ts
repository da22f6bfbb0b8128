import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../src/db/open";
import { listUserRows, type UserQuery } from "../src/store/user-query";
import { ANCHOR, APP, removeStores, seeded } from "./seed-support";
import { forgetMigrations } from "./store-before-migrations";

afterAll(removeStores);

const DAY = 86_400;
const { dir } = seeded(9, { users: 300, groups: 4, messages: 0, calls: 0, days: 7 });
const file = path.join(dir, "sandbox.db");
const db = openDb(file);
// Some users never active, so the last-active filters and order meet them too.
db.prepare("UPDATE users SET last_active_at = NULL WHERE app_id = ? AND created_at % 7 = 0").run(APP);
// Some deactivated users, so every deactivation filter has rows to tell apart.
db.prepare("UPDATE users SET deactivated_at = 1794000000 WHERE app_id = ? AND created_at % 5 = 0").run(APP);
db.prepare(
  "UPDATE users SET deactivated_at = 1794000000 WHERE app_id = ? AND uid IN (SELECT uid FROM users WHERE app_id = ? ORDER BY uid LIMIT 20)",
).run(APP, APP);

/** The list as a plain query would answer it: every matching user counted, OFFSET rows skipped. */
function plainly(where: string, args: unknown[], order: string, page: number, perPage: number) {
  const from = `FROM users WHERE app_id = ? ${where}`;
  const total = db
    .prepare(`SELECT count(*) ${from}`)
    .pluck()
    .get(APP, ...args);
  const uids = db
    .prepare(`SELECT uid ${from} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .pluck()
    .all(APP, ...args, perPage, (page - 1) * perPage);
  return { total, uids };
}

const base: UserQuery = { sortBy: "uid", sortOrder: "asc" };
const CASES: { name: string; q: UserQuery; where: string; args: unknown[]; order: string }[] = [
  { name: "active", q: base, where: "AND deactivated_at = 0", args: [], order: "uid ASC" },
  {
    name: "available, newest first",
    q: { ...base, status: "available", sortBy: "createdAt", sortOrder: "desc" },
    where: "AND deactivated_at = 0 AND status IN ('available', 'online')",
    args: [],
    order: "created_at DESC, uid DESC",
  },
  {
    name: "offline by name, with deactivated",
    q: { ...base, status: "offline", withDeactivated: true, sortBy: "name" },
    where: "AND status = 'offline'",
    args: [],
    order: "lower(name) ASC, uid ASC",
  },
  {
    name: "only deactivated",
    q: { ...base, onlyDeactivated: true },
    where: "AND deactivated_at > 0",
    args: [],
    order: "uid ASC",
  },
  {
    name: "a role",
    q: { ...base, role: "default", sortOrder: "desc" },
    where: "AND deactivated_at = 0 AND role = ?",
    args: ["default"],
    order: "uid DESC",
  },
  {
    name: "last active before a time, least recently active first",
    q: { ...base, lastActiveBefore: ANCHOR - 7 * DAY, sortBy: "lastActiveAt" },
    where: "AND deactivated_at = 0 AND last_active_at < ?",
    args: [ANCHOR - 7 * DAY],
    order: "last_active_at ASC, uid ASC",
  },
  {
    name: "last active in a window, with deactivated",
    q: {
      ...base,
      withDeactivated: true,
      lastActiveAfter: ANCHOR - 15 * DAY,
      lastActiveBefore: ANCHOR - DAY,
      sortOrder: "desc",
    },
    where: "AND last_active_at > ? AND last_active_at < ?",
    args: [ANCHOR - 15 * DAY, ANCHOR - DAY],
    order: "uid DESC",
  },
  {
    name: "by last activity, the most recent first and the never active last",
    q: { ...base, sortBy: "lastActiveAt", sortOrder: "desc" },
    where: "AND deactivated_at = 0",
    args: [],
    order: "last_active_at DESC, uid DESC",
  },
  {
    name: "a keyword",
    q: { ...base, searchKey: "an" },
    where: "AND deactivated_at = 0 AND (lower(uid) LIKE '%an%' OR lower(name) LIKE '%an%')",
    args: [],
    order: "uid ASC",
  },
];

describe("GET /users pages at any depth, with true totals", () => {
  it.each(CASES)("match a plain count and OFFSET for every page ($name)", ({ q, where, args, order }) => {
    for (const perPage of [9, 25]) {
      const { total } = plainly(where, args, order, 1, perPage);
      expect(Number(total)).toBeGreaterThan(perPage);
      const last = Math.ceil(Number(total) / perPage);
      for (const page of new Set([1, 2, Math.ceil(last / 2), last - 1, last, last + 1])) {
        const got = listUserRows(db, APP, q, page, perPage);
        const want = plainly(where, args, order, page, perPage);
        expect(got.total, `page ${page} of ${perPage}`).toBe(want.total);
        expect(
          got.rows.map((r) => r.uid),
          `page ${page} of ${perPage}`,
        ).toEqual(want.uids);
      }
    }
  });

  it("keeps the counts through deactivation, status and role changes and deletion", () => {
    const count = (q: Partial<UserQuery>) => listUserRows(db, APP, { ...base, ...q }, 1, 25).total;
    const before = {
      active: count({}),
      available: count({ status: "available" }),
      admins: count({ role: "admin" }),
    };
    const uid = db
      .prepare(
        "SELECT uid FROM users WHERE app_id = ? AND deactivated_at = 0 AND status = 'offline' AND role = 'default' LIMIT 1",
      )
      .pluck()
      .get(APP) as string;
    db.prepare("UPDATE users SET status = 'available', role = 'admin' WHERE app_id = ? AND uid = ?").run(
      APP,
      uid,
    );
    expect(count({ status: "available" })).toBe(before.available + 1);
    expect(count({ role: "admin" })).toBe(before.admins + 1);
    db.prepare("UPDATE users SET deactivated_at = 1795000000 WHERE app_id = ? AND uid = ?").run(APP, uid);
    expect(count({})).toBe(before.active - 1);
    expect(count({ status: "available" })).toBe(before.available);
    db.prepare("DELETE FROM users WHERE app_id = ? AND uid = ?").run(APP, uid);
    expect(count({ withDeactivated: true })).toBe(
      db.prepare("SELECT count(*) FROM users WHERE app_id = ?").pluck().get(APP),
    );
  });

  it("counts a data file written before the counts were kept, when it is opened", () => {
    const expected = listUserRows(db, APP, { ...base, status: "offline" }, 1, 25).total;
    db.exec(`DROP TRIGGER user_counts_insert; DROP TRIGGER user_counts_delete; DROP TRIGGER user_counts_update;
      DELETE FROM user_counts;`);
    forgetMigrations(db);
    db.close();
    const reopened = openDb(file);
    expect(listUserRows(reopened, APP, { ...base, status: "offline" }, 1, 25).total).toBe(expected);
    reopened.close();
  });
});
