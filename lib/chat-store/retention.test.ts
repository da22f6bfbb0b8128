import { describe, expect, it } from "vitest";
import { utcRange } from "@/test/dst-ranges";
import { hiOnDay } from "@/test/message-fixture";
import { tempStore } from "@/test/temp-store";
import { expectEnginesAgree, filledEngines } from "@/test/two-stores";
import { addDays, localMidnight, localSlot } from "../call-store/tz";
import type { Db } from "../db";
import { generateMessages, generateStretches, storeGenerated } from "./generate";
import type { PanelQuery } from "./panel-model";
import { retention } from "./retention";
import { finishRetention, MAX_COHORTS, type Retention, retentionWeeks, WEEKS_AFTER } from "./retention-model";
import { upsertMessages } from "./upsert";

const APP = "app-a";
const day = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 1000;

// Three stretches with more and more users, so later weeks have newcomers of their own; crosses the US and EU
// DST changes.
const STRETCHES = [
  { from: day("2026-01-05"), to: day("2026-02-09"), users: 40, count: 2500 },
  { from: day("2026-02-09"), to: day("2026-03-23"), users: 120, count: 3000 },
  { from: day("2026-03-23"), to: day("2026-05-04"), users: 300, count: 3500 },
];

async function fill(db: Db) {
  const messages = generateStretches(STRETCHES, 20);
  await storeGenerated(db, {
    [APP]: messages,
    "app-b": generateMessages({
      count: 300,
      from: day("2026-01-05"),
      to: day("2026-05-04"),
      seed: 3,
      users: 500,
    }),
  });
}

/** The reference: every message's local week asked of `Intl`, sets and counts in plain JavaScript. */
async function rawRetention(db: Db, q: PanelQuery): Promise<Retention> {
  const rows = (
    await db.selectFrom("ms_messages").select(["sender", "sent_at"]).where("app_id", "=", q.appId).execute()
  ).map((r) => ({ sender: r.sender, at: Number(r.sent_at) }));
  const { cohortWeeks, weeks } = retentionWeeks(q);
  const mondayOf = (t: number) => {
    const s = localSlot(q.tz, t);
    return addDays(s.day, -s.dow);
  };
  const first = new Map<string, number>();
  for (const r of rows) first.set(r.sender, Math.min(first.get(r.sender) ?? r.at, r.at));
  const seen = new Map<string, Set<string>>();
  for (const r of rows) {
    if (r.at < q.from || r.at >= q.to) continue;
    const cohort = cohortWeeks.indexOf(mondayOf(first.get(r.sender) ?? r.at));
    const week = weeks.indexOf(mondayOf(r.at));
    if (cohort < 0 || week < 0 || (first.get(r.sender) ?? 0) < q.from) continue;
    const key = `${cohort}:${week}`;
    seen.set(key, (seen.get(key) ?? new Set()).add(r.sender));
  }
  return finishRetention(
    q,
    [...seen].map(([key, senders]) => {
      const [cohort, week] = key.split(":").map(Number);
      return { cohort: cohort ?? 0, week: week ?? 0, users: senders.size };
    }),
  );
}

const stores = filledEngines("chat-retention", fill);

describe("weekly retention cohorts", () => {
  const ZONES = ["UTC", "America/New_York", "Europe/Berlin", "Asia/Kathmandu", "Australia/Lord_Howe"];
  const RANGES: Array<[string, number]> = [
    ["2026-01-01", 30],
    ["2026-02-01", 90],
    ["2026-03-04", 60], // starts on a Wednesday
    ["2026-01-05", 120], // more weeks than cohorts shown
    ["2026-04-20", 30], // runs past the data's end
    ["2026-03-09", 7], // one week, from a Monday: one cohort and no later week
    ["2026-03-11", 7], // one Monday inside
  ];

  it.each(ZONES)("are identical on SQLite and PostgreSQL and equal a plain computation in %s", async (tz) => {
    for (const [d, n] of RANGES) {
      const q = { appId: APP, from: localMidnight(tz, d), to: localMidnight(tz, addDays(d, n)), tz };
      await expectEnginesAgree(stores, q, retention, rawRetention);
    }
  });

  it("shows newcomers in later weeks, at most twelve cohorts, each followed eight weeks", async () => {
    const q = utcRange(APP, "2026-01-05", 119);
    const r = await retention(stores.sqlite, q);
    expect(r.cohorts).toHaveLength(MAX_COHORTS);
    expect(r.cohorts[0]?.week).toBe("2026-02-09");
    expect(r.openWeek).toBeNull();
    for (const c of r.cohorts) expect(c.returned).toHaveLength(WEEKS_AFTER);
    // 2026-02-09 starts the stretch with more users: its newcomers form a cohort, and some come back.
    expect(r.cohorts[0]?.users).toBeGreaterThan(10);
    expect(r.cohorts[0]?.returned[0]).toBeGreaterThan(0);
    // The last cohort's later weeks are past the range's end.
    expect(r.cohorts.at(-1)?.returned).toEqual(Array(WEEKS_AFTER).fill(null));
  });
});

describe("retention of a handful of users", () => {
  it("counts a sender once a week, in the week of their first message ever", async () => {
    const db = await tempStore("chat-retention-small");
    await upsertMessages(db, "small", [
      hiOnDay(1, "old", "2025-12-01"), // first sent before the range: never a newcomer
      hiOnDay(2, "ann", "2026-03-02"),
      hiOnDay(3, "ann", "2026-03-03"),
      hiOnDay(4, "bob", "2026-03-04"),
      hiOnDay(5, "old", "2026-03-04"),
      hiOnDay(6, "ann", "2026-03-10"),
      hiOnDay(7, "cid", "2026-03-11"),
      hiOnDay(8, "ann", "2026-03-24"),
      hiOnDay(9, "cid", "2026-03-25"),
      hiOnDay(10, "bob", "2026-03-26"),
    ]);
    // From Monday 2 March to Thursday 26 March (UTC): weeks of 2, 9, 16 and 23 March, the last one under way.
    const q = utcRange("small", "2026-03-02", 24);
    const r = await retention(db, q);
    expect(r.openWeek).toBe("2026-03-23");
    const empty = Array(WEEKS_AFTER - 3).fill(null);
    expect(r.cohorts).toEqual([
      { week: "2026-03-02", users: 2, returned: [1, 0, 1, ...empty] },
      { week: "2026-03-09", users: 1, returned: [0, 1, null, ...empty] },
      { week: "2026-03-16", users: 0, returned: [0, null, null, ...empty] },
      { week: "2026-03-23", users: 0, returned: [null, null, null, ...empty] },
    ]);
    // bob's message of 26 March is after the range's end: not counted.
    expect(await rawRetention(db, q)).toEqual(r);
  });

  it("has no cohort when no week starts within the range", async () => {
    const q = utcRange(APP, "2026-03-03", 5);
    expect(retentionWeeks(q).cohortWeeks).toEqual([]);
    expect(await retention(stores.sqlite, q)).toEqual({ cohorts: [], openWeek: null });
  });
});
