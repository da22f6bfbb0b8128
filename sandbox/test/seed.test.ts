import { afterAll, describe, expect, it } from "vitest";
import { RecordCallInput } from "../src/core/call-input";
import { TRIGGER_IDS } from "../src/core/events";
import { planCall } from "../src/seed/call-plan";
import { createRng } from "../src/seed/prng";
import { openForSeeding, runSeed } from "../src/seed/run";
import { createTimeline } from "../src/seed/timeline";
import {
  ANCHOR,
  APP,
  counts,
  emptyStore,
  readOnly,
  removeStores,
  SIZES,
  seeded,
  TABLES,
} from "./seed-support";

afterAll(removeStores);

describe("seeding is deterministic", () => {
  const a = seeded(7);
  const b = seeded(7);
  const c = seeded(8);

  it("writes the requested sizes and a realistic amount of the rest", () => {
    const n = counts(a.db);
    expect(n.users).toBe(SIZES.users);
    expect(n.groups).toBe(SIZES.groups);
    expect(n.calls).toBe(SIZES.calls);
    expect(a.db.prepare("SELECT count(*) FROM messages WHERE category = 'message'").pluck().get()).toBe(
      SIZES.messages,
    );
    expect(n.messages).toBeGreaterThan(SIZES.messages);
    for (const t of [
      "reactions",
      "conversations",
      "conversation_state",
      "group_members",
      "call_participants",
      "push_tokens",
      "notification_users",
      "notification_logs",
    ]) {
      expect(n[t], t).toBeGreaterThan(0);
    }
    expect(a.run.summary).toMatchObject({ users: SIZES.users, groups: SIZES.groups, calls: SIZES.calls });
  });

  it("gives identical rows for the same seed and anchor", () => {
    expect(counts(b.db)).toEqual(counts(a.db));
    for (const table of TABLES) {
      const all = (db: typeof a.db) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all();
      expect(all(b.db), table).toEqual(all(a.db));
    }
  });

  it("gives different history for another seed", () => {
    const ids = (db: typeof a.db) =>
      db.prepare("SELECT session_id FROM calls ORDER BY session_id").pluck().all();
    const sessionsA = new Set(ids(a.db));
    expect(ids(c.db).filter((id) => sessionsA.has(id))).toEqual([]);
    const users = (db: typeof a.db) => db.prepare("SELECT uid FROM users ORDER BY uid").pluck().all();
    expect(users(c.db)).not.toEqual(users(a.db));
  });

  it("leaves a few calls running at the anchor only when the history ends now", () => {
    const ongoing = (db: typeof a.db) =>
      db.prepare("SELECT initiated_at FROM calls WHERE status = 'ongoing'").pluck().all() as number[];
    const running = ongoing(a.db);
    expect(running.length).toBeGreaterThan(0);
    expect(running.length).toBeLessThanOrEqual(8);
    for (const t of running) expect(t).toBeGreaterThan(ANCHOR - 5 * 3600);
    expect(ongoing(seeded(7, SIZES, false).db)).toEqual([]);
  });

  it("keeps to the anchor and the requested number of days", () => {
    const range = a.db.prepare("SELECT min(initiated_at) lo, max(initiated_at) hi FROM calls").get() as {
      lo: number;
      hi: number;
    };
    expect(range.lo).toBeGreaterThanOrEqual(ANCHOR - SIZES.days * 86_400);
    expect(range.hi).toBeLessThan(ANCHOR);
    const latest = a.db
      .prepare(
        `SELECT max(m) FROM (SELECT max(ended_at) m FROM calls UNION ALL SELECT max(left_at) FROM call_participants
           UNION ALL SELECT max(sent_at) FROM messages UNION ALL SELECT max(updated_at) FROM messages
           UNION ALL SELECT max(reacted_at) FROM reactions UNION ALL SELECT max(read_at) FROM conversation_state)`,
      )
      .pluck()
      .get() as number;
    expect(latest).toBeLessThanOrEqual(ANCHOR);
  });
});

describe("--if-empty and refilling", () => {
  it("leaves an app that already has users alone", () => {
    const { dir, db } = seeded(3, { ...SIZES, calls: 200, messages: 100 });
    const before = counts(db);
    const again = runSeed({
      app: APP,
      dataDir: dir,
      region: "us",
      ifEmpty: true,
      seed: 9,
      anchor: ANCHOR,
      ...SIZES,
    });
    expect(again.summary).toBeUndefined();
    expect(counts(readOnly(dir))).toEqual(before);
  });

  it("fills an empty app with --if-empty, and adds to a filled one without it (no id clashes)", () => {
    const dir = emptyStore();
    const small = { users: 20, groups: 3, messages: 50, calls: 100, days: 5 };
    const first = runSeed({
      app: APP,
      dataDir: dir,
      region: "us",
      ifEmpty: true,
      seed: 1,
      anchor: ANCHOR,
      ...small,
    });
    expect(first.summary?.users).toBe(20);
    const second = runSeed({
      app: APP,
      dataDir: dir,
      region: "us",
      ifEmpty: false,
      seed: 1,
      anchor: ANCHOR,
      ...small,
    });
    expect(second.summary?.calls).toBe(100);
    const n = counts(readOnly(dir));
    expect(n.users).toBe(40);
    expect(n.groups).toBe(6);
    expect(n.calls).toBe(200);
  });

  it("fires no webhook events: seeded activity is history", () => {
    const dir = emptyStore();
    const db = openForSeeding(dir);
    db.prepare(
      "INSERT INTO webhooks (app_id, id, name, webhook_url, created_at, updated_at) VALUES (?, 'all', 'all', 'http://127.0.0.1:9/h', ?, ?)",
    ).run(APP, ANCHOR, ANCHOR);
    const trigger = db.prepare(
      "INSERT INTO webhook_triggers (app_id, webhook_id, trigger_id) VALUES (?, 'all', ?)",
    );
    for (const t of TRIGGER_IDS) trigger.run(APP, t);
    db.close();
    const small = { users: 20, groups: 3, messages: 100, calls: 100, days: 5 };
    runSeed({ app: APP, dataDir: dir, region: "us", ifEmpty: false, seed: 1, anchor: ANCHOR, ...small });
    expect(readOnly(dir).prepare("SELECT count(*) FROM outbox").pluck().get()).toBe(0);
  });

  it("makes as many one-on-one conversations as asked, each with a message, and piles reactions on one", () => {
    const sizes = { users: 60, groups: 2, messages: 500, calls: 0, days: 5, conversations: 400 };
    const seedInto = (dataDir: string, more: Partial<Parameters<typeof runSeed>[0]>) =>
      runSeed({
        app: APP,
        dataDir,
        region: "us",
        ifEmpty: false,
        seed: 4,
        anchor: ANCHOR,
        ...sizes,
        ...more,
      });
    const pairsIn = (dir: string) =>
      readOnly(dir)
        .prepare("SELECT count(*) FROM conversations WHERE conversation_type = 'user'")
        .pluck()
        .get();
    const dir = emptyStore();
    const run = seedInto(dir, { hotReactions: 700 });
    expect(pairsIn(dir)).toBe(400);
    const top = readOnly(dir)
      .prepare(
        `SELECT r.message_id, count(*) AS n, count(DISTINCT r.reaction) AS kinds, max(m.id = (SELECT max(id)
           FROM messages WHERE category = 'message' AND type = 'text' AND deleted_at IS NULL)) AS newest
           FROM reactions r JOIN messages m ON m.id = r.message_id
          GROUP BY r.message_id ORDER BY n DESC LIMIT 1`,
      )
      .get() as { n: number; kinds: number; newest: number };
    // 700 added to what the message may already have had: at least 700, one per user and kind.
    expect(top.n).toBeGreaterThanOrEqual(700);
    expect(top.kinds).toBeGreaterThan(1);
    expect(top.newest).toBe(1);
    expect(run.summary?.reactions).toBeGreaterThanOrEqual(700);
    // Never more pairs than the users can make.
    const few = emptyStore();
    seedInto(few, { users: 5 });
    expect(pairsIn(few)).toBeLessThanOrEqual(10);
  });

  it("refuses an unknown app", () => {
    const dir = emptyStore();
    expect(() =>
      runSeed({ app: "nope", dataDir: dir, region: "us", ifEmpty: false, seed: 1, anchor: ANCHOR, ...SIZES }),
    ).toThrow(/no app nope/);
  });
});

describe("planned calls", () => {
  it("are valid bodies of the control endpoint", () => {
    const rng = createRng(5);
    const timeline = createTimeline(ANCHOR, 3);
    const uids = Array.from({ length: 30 }, (_, i) => `user-${i}`);
    const cast = { uids, groups: [{ guid: "team", members: uids.slice(0, 15) }] };
    const ongoing = { left: 5 };
    for (let i = 0; i < 2000; i++) {
      const input = planCall(rng, cast, Math.min(ANCHOR - 120, timeline.pick(rng)), ANCHOR, ongoing);
      const parsed = RecordCallInput.safeParse(input);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });
});

describe("seeded notifications", () => {
  const { db } = seeded(7);

  it("configures push, SMS and email providers and logs sent and held-back notifications", () => {
    const kinds = db.prepare("SELECT kind FROM notification_providers ORDER BY kind").pluck().all();
    expect(kinds).toEqual(["apns", "fcm", "sendgrid", "twilio"]);
    const outcomes = db
      .prepare("SELECT channel, coalesce(reason, 'sent') AS outcome FROM notification_logs GROUP BY 1, 2")
      .all() as { channel: string; outcome: string }[];
    const seen = new Set(outcomes.map((o) => `${o.channel} ${o.outcome}`));
    for (const expected of ["push sent", "email sent", "email MISSING_EMAIL", "sms MISSING_PHNO"]) {
      expect(seen.has(expected), [...seen].join(", ")).toBe(true);
    }
  });
});
