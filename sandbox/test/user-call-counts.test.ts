import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listCalls } from "../src/core/call-query";
import { openDb } from "../src/db/open";
import { APP, removeStores, seeded } from "./seed-support";
import { forgetMigrations } from "./store-before-migrations";

afterAll(removeStores);

const { dir } = seeded(9, { users: 30, groups: 5, messages: 0, calls: 900, days: 14 });
const file = path.join(dir, "sandbox.db");
const db = openDb(file);

/** One user's calls as a plain query answers them: every call they took part in, counted and skipped by OFFSET. */
function plainly(uid: string, page: number, perPage: number) {
  const theirs = `EXISTS (SELECT 1 FROM call_participants p WHERE p.app_id = c.app_id
    AND p.session_id = c.session_id AND p.uid = ?)`;
  const total = db
    .prepare(`SELECT count(*) FROM calls c WHERE c.app_id = ? AND ${theirs}`)
    .pluck()
    .get(APP, uid);
  const ids = db
    .prepare(
      `SELECT session_id FROM calls c WHERE c.app_id = ? AND ${theirs}
        ORDER BY initiated_at DESC, session_id DESC LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(APP, uid, perPage, (page - 1) * perPage);
  return { total, ids };
}

const busiest = db
  .prepare(
    `SELECT uid FROM call_participants WHERE app_id = ? GROUP BY uid
      ORDER BY count(DISTINCT session_id) DESC, uid LIMIT 3`,
  )
  .pluck()
  .all(APP) as string[];
// A user with several devices in one call is one of that call's participants once.
const twice = db
  .prepare(
    `SELECT uid FROM call_participants WHERE app_id = ? GROUP BY session_id, uid HAVING count(*) > 1 LIMIT 1`,
  )
  .pluck()
  .get(APP) as string | undefined;
const USERS = [...new Set([...busiest, ...(twice ? [twice] : []), "nobody-at-all"])];

describe("GET /calls?uid= from the users' call counts", () => {
  it.each(USERS)("matches a plain count and OFFSET on every page (%s)", (uid) => {
    for (const perPage of [7, 25]) {
      const last = Math.max(1, Math.ceil(Number(plainly(uid, 1, perPage).total) / perPage));
      for (const page of new Set(
        [1, 2, Math.ceil(last / 2), last - 1, last, last + 1].filter((p) => p >= 1),
      )) {
        const want = plainly(uid, page, perPage);
        for (const f of [{ uid }, { actor: uid }, { uid: uid.toUpperCase() }]) {
          const got = listCalls(db, APP, f, page, perPage);
          expect(got.total, `page ${page} of ${perPage}`).toBe(want.total);
          expect(
            got.calls.map((c) => c.row.session_id),
            `page ${page} of ${perPage}`,
          ).toEqual(want.ids);
        }
      }
    }
  });

  it("takes the other filters with the uid as before", () => {
    const uid = busiest[0] as string;
    const got = listCalls(db, APP, { uid, type: "video" }, 1, 25);
    const plain = db
      .prepare(
        `SELECT count(*) FROM calls c WHERE c.app_id = ? AND c.type = 'video' AND EXISTS (SELECT 1 FROM
          call_participants p WHERE p.app_id = c.app_id AND p.session_id = c.session_id AND p.uid = ?)`,
      )
      .pluck()
      .get(APP, uid);
    expect(got.total).toBe(plain);
    expect(got.calls.every((c) => c.row.type === "video")).toBe(true);
  });

  it("counts a data file written before the counts were kept, and drops an app's calls from them", () => {
    const uid = busiest[0] as string;
    const expected = listCalls(db, APP, { uid }, 1, 25).total;
    expect(expected).toBeGreaterThan(0);
    db.exec(
      "DROP TRIGGER user_call_counts_insert; DROP TRIGGER user_call_counts_delete; DROP TABLE user_call_counts;",
    );
    forgetMigrations(db);
    db.close();
    const reopened = openDb(file);
    expect(listCalls(reopened, APP, { uid }, 1, 25).total).toBe(expected);
    reopened.pragma("foreign_keys = ON");
    reopened.prepare("DELETE FROM apps WHERE id = ?").run(APP);
    expect(
      reopened.prepare("SELECT coalesce(sum(n), 0) FROM user_call_counts WHERE app_id = ?").pluck().get(APP),
    ).toBe(0);
    reopened.close();
  });
});
