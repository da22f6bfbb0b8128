import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listCalls } from "../src/core/call-query";
import { endCall } from "../src/core/call-store";
import { openDb } from "../src/db/open";
import { APP, removeStores, seeded } from "./seed-support";
import { forgetMigrations } from "./store-before-migrations";

afterAll(removeStores);

const { dir } = seeded(5, { users: 40, groups: 6, messages: 0, calls: 1200, days: 14 });
const file = path.join(dir, "sandbox.db");
const db = openDb(file);

/** The list as a plain query would answer it: every matching call counted, OFFSET rows skipped. */
function plainly(where: string, args: unknown[], page: number, perPage: number) {
  const total = db
    .prepare(`SELECT count(*) FROM calls c WHERE c.app_id = ? ${where}`)
    .pluck()
    .get(APP, ...args);
  const ids = db
    .prepare(
      `SELECT session_id FROM calls c WHERE c.app_id = ? ${where}
        ORDER BY initiated_at DESC, session_id DESC LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(APP, ...args, perPage, (page - 1) * perPage);
  return { total, ids };
}

const FILTERS = [
  { name: "none", f: {}, where: "", args: [] },
  { name: "video", f: { type: "video" }, where: "AND type = ?", args: ["video"] },
  {
    name: "ended audio calls",
    f: { status: "ended", type: "audio", mode: "call" },
    where: "AND status = ? AND type = ? AND mode = ?",
    args: ["ended", "audio", "call"],
  },
  { name: "recorded", f: { hasRecording: true }, where: "AND has_recording = 1", args: [] },
  { name: "not recorded", f: { hasRecording: false }, where: "AND has_recording = 0", args: [] },
  { name: "to groups", f: { receiverType: "group" }, where: "AND receiver_type = ?", args: ["group"] },
  { name: "two people", f: { participantsCount: 2 }, where: "AND total_participants = 2", args: [] },
  { name: "nothing", f: { status: "ongoing", type: "none" }, where: "AND 0", args: [] },
  {
    name: "started since",
    f: { startedAt: 1_794_500_000 },
    where: "AND started_at >= ?",
    args: [1_794_500_000],
  },
] as const;

describe("GET /calls pages at any depth, with true totals", () => {
  it.each(FILTERS)("match a plain count and OFFSET for every page ($name)", ({ f, where, args }) => {
    for (const perPage of [7, 25]) {
      const { total } = plainly(where, [...args], 1, perPage);
      const last = Math.max(1, Math.ceil(Number(total) / perPage));
      for (const page of new Set(
        [1, 2, Math.ceil(last / 2), last - 1, last, last + 1].filter((p) => p >= 1),
      )) {
        const got = listCalls(db, APP, f, page, perPage);
        const want = plainly(where, [...args], page, perPage);
        expect(got.total, `page ${page} of ${perPage}`).toBe(want.total);
        expect(
          got.calls.map((c) => c.row.session_id),
          `page ${page} of ${perPage}`,
        ).toEqual(want.ids);
      }
    }
  });

  it("keeps the counts as calls end, and as an app's calls are removed", () => {
    const ongoing = db
      .prepare("SELECT session_id FROM calls WHERE app_id = ? AND status = 'ongoing'")
      .pluck()
      .all(APP) as string[];
    expect(ongoing.length).toBeGreaterThan(0);
    const before = {
      ongoing: listCalls(db, APP, { status: "ongoing" }, 1, 25).total,
      ended: listCalls(db, APP, { status: "ended" }, 1, 25).total,
    };
    endCall(db, APP, ongoing[0] as string, 1_795_000_000);
    expect(listCalls(db, APP, { status: "ongoing" }, 1, 25).total).toBe(before.ongoing - 1);
    expect(listCalls(db, APP, { status: "ended" }, 1, 25).total).toBe(before.ended + 1);
    expect(listCalls(db, APP, { status: "ended" }, 1, 25).total).toBe(
      plainly("AND status = ?", ["ended"], 1, 25).total,
    );
  });

  it("counts a data file written before the counts were kept, when it is opened", () => {
    const expected = listCalls(db, APP, { type: "video", status: "ended" }, 1, 25).total;
    db.exec(`DROP TRIGGER call_counts_insert; DROP TRIGGER call_counts_delete; DROP TRIGGER call_counts_update;
      DELETE FROM call_counts;`);
    forgetMigrations(db);
    db.close();
    const reopened = openDb(file);
    expect(listCalls(reopened, APP, { type: "video", status: "ended" }, 1, 25).total).toBe(expected);
    expect(listCalls(reopened, APP, {}, 1, 25).total).toBe(1200);
    reopened.pragma("foreign_keys = ON");
    reopened.prepare("DELETE FROM apps WHERE id = ?").run(APP);
    expect(reopened.prepare("SELECT count(*) FROM call_counts WHERE app_id = ?").pluck().get(APP)).toBe(0);
    reopened.close();
  });
});
