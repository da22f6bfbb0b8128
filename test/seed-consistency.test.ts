import { afterAll, describe, expect, it } from "vitest";
import { loadAnalyticsSearchParams, RANGE_PRESETS, resolveRange } from "../lib/analytics/search-params";
import { DEMO_SEED_ARGS } from "../sandbox/src/seed/demo";
import { parseArgs } from "../sandbox/src/seed/options";
import { DEFAULT_SIZES } from "../sandbox/src/seed/seed";
import { ANCHOR, removeStores, seeded } from "../sandbox/test/seed-support";

afterAll(removeStores);

// The demo app's options (`npm start`), at a test's size but over the default length of history.
const demo = parseArgs([...DEMO_SEED_ARGS], {});
const { db } = seeded(5, {
  users: 60,
  groups: 8,
  messages: 1500,
  calls: 1500,
  days: DEFAULT_SIZES.days,
  threads: demo.threads,
  webhooks: demo.webhooks,
});

const count = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as number;

describe("the simulator's people", () => {
  it("were last active no earlier than their last message, reaction, read receipt or call", () => {
    const behind = db
      .prepare(
        `SELECT u.uid, u.last_active_at, a.what, a.at FROM users u JOIN (
           SELECT sender AS uid, 'message' AS what, max(sent_at) AS at FROM messages GROUP BY sender
           UNION ALL SELECT uid, 'reaction', max(reacted_at) FROM reactions GROUP BY uid
           UNION ALL SELECT uid, 'read', max(read_at) FROM conversation_state GROUP BY uid
           UNION ALL SELECT uid, 'call', max(coalesce(left_at, joined_at)) FROM call_participants
             WHERE is_joined = 1 GROUP BY uid
         ) a ON a.uid = u.uid WHERE a.at > u.last_active_at`,
      )
      .all();
    expect(behind).toEqual([]);
    // Not vacuous: most people sent something.
    expect(count("SELECT count(DISTINCT sender) FROM messages WHERE sender <> 'app_system'")).toBeGreaterThan(
      30,
    );
  });

  it("are offline once deactivated, and were last active before it", () => {
    const all = db.prepare("SELECT * FROM users").all() as {
      status: string;
      last_active_at: number;
      deactivated_at: number;
      created_at: number;
    }[];
    for (const u of all) {
      expect(u.last_active_at).toBeGreaterThanOrEqual(u.created_at);
      expect(u.last_active_at).toBeLessThanOrEqual(ANCHOR);
      if (u.deactivated_at) {
        expect(u.status).toBe("offline");
        expect(u.last_active_at).toBeLessThan(u.deactivated_at);
      }
    }
  });
});

describe("the simulator's receipts", () => {
  it("never read a message before it was delivered, nor before it was sent", () => {
    const states = db
      .prepare(
        `SELECT s.*, r.sent_at AS read_sent, d.sent_at AS delivered_sent FROM conversation_state s
           LEFT JOIN messages r ON r.id = s.read_message_id JOIN messages d ON d.id = s.delivered_message_id`,
      )
      .all() as {
      read_message_id: number;
      read_at: number | null;
      delivered_at: number;
      read_sent: number | null;
      delivered_sent: number;
    }[];
    expect(states.length).toBeGreaterThan(50);
    for (const s of states) {
      expect(s.delivered_at).toBeGreaterThanOrEqual(s.delivered_sent);
      if (s.read_message_id === 0) continue;
      // Every message up to the read one shows both times (one per mark): read may not come first.
      expect(s.read_at).toBeGreaterThanOrEqual(s.delivered_at);
      expect(s.read_at).toBeGreaterThanOrEqual(s.read_sent ?? Infinity);
    }
    expect(states.some((s) => s.read_message_id > 0)).toBe(true);
  });
});

describe("the simulator's history", () => {
  it("covers every preset range of the analytics page and the period before it, which it compares with", () => {
    const first = count("SELECT min(initiated_at) FROM calls");
    for (const range of RANGE_PRESETS.filter((r) => r !== "custom")) {
      for (const tz of ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
        const r = resolveRange(loadAnalyticsSearchParams({ range, tz }), ANCHOR);
        const previousFrom = r.from - (r.to - r.from);
        const label = `${range} in ${tz}`;
        // The history starts within a day of the previous period's start (or before it)...
        expect(first, label).toBeLessThan(previousFrom + 86_400);
        // ...and each period has calls.
        expect(
          count(
            "SELECT count(*) FROM calls WHERE initiated_at >= ? AND initiated_at < ?",
            previousFrom,
            r.from,
          ),
          label,
        ).toBeGreaterThan(0);
        expect(
          count("SELECT count(*) FROM calls WHERE initiated_at >= ? AND initiated_at < ?", r.from, r.to),
          label,
        ).toBeGreaterThan(0);
      }
    }
  });
});

describe("the demo app (npm start)", () => {
  it("has threads: replies by the conversation's people, after their parent, in its conversation", () => {
    const replies = db
      .prepare(
        `SELECT r.id, r.sender, r.sent_at, r.conversation_id, r.receiver_type, r.receiver, r.category,
                p.id AS parent, p.sent_at AS parent_sent, p.conversation_id AS parent_conversation,
                p.parent_id AS grandparent, p.deleted_at AS parent_deleted, p.category AS parent_category
           FROM messages r JOIN messages p ON p.id = r.parent_id`,
      )
      .all() as Record<string, string | number | null>[];
    expect(count("SELECT count(DISTINCT parent_id) FROM messages WHERE parent_id IS NOT NULL")).toBe(
      demo.threads,
    );
    expect(replies.length).toBeGreaterThanOrEqual(demo.threads);
    const member = db
      .prepare("SELECT count(*) FROM group_members WHERE guid = ? AND uid = ? AND joined_at <= ?")
      .pluck();
    for (const r of replies) {
      expect(r.parent_conversation).toBe(r.conversation_id);
      expect(r.sent_at as number).toBeGreaterThan(r.parent_sent as number);
      expect(r.sent_at as number).toBeLessThan(ANCHOR);
      expect(r.grandparent).toBeNull();
      expect(r.parent_deleted).toBeNull();
      expect([r.category, r.parent_category]).toEqual(["message", "message"]);
      if (r.receiver_type === "group") expect(member.get(r.receiver, r.sender, r.sent_at)).toBe(1);
      else expect((r.conversation_id as string).split("_user_")).toContain(r.sender);
    }
  });

  it("has webhooks with a delivery log: one answering, one failing lately after its retries", () => {
    const hooks = db.prepare("SELECT id, enabled, retry_on_failure FROM webhooks ORDER BY id").all();
    expect(hooks).toEqual([
      { id: "crm-sync", enabled: 1, retry_on_failure: 1 },
      { id: "message-archive", enabled: 1, retry_on_failure: 0 },
    ]);
    expect(count("SELECT count(*) FROM webhook_triggers WHERE webhook_id = 'crm-sync'")).toBeGreaterThan(0);
    const rows = db.prepare("SELECT * FROM outbox ORDER BY id").all() as {
      id: number;
      webhook_id: string;
      state: string;
      attempts: number;
      created_at: number;
      payload: string;
    }[];
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.some((r) => r.state === "pending")).toBe(false);
    const attempts = db.prepare("SELECT * FROM delivery_attempts WHERE outbox_id = ? ORDER BY attempt");
    for (const r of rows) {
      const log = attempts.all(r.id) as { attempt: number; status: number; attempted_at: number }[];
      expect(log.map((a) => a.attempt)).toEqual(Array.from({ length: r.attempts }, (_, i) => i + 1));
      for (const a of log) {
        expect(a.attempted_at).toBeGreaterThanOrEqual(r.created_at);
        expect(a.attempted_at).toBeLessThanOrEqual(ANCHOR * 1000);
      }
      expect(log.at(-1)?.status === 200).toBe(r.state === "delivered");
      expect(JSON.parse(r.payload)).toMatchObject({ webhook: r.webhook_id, appId: "seedapp" });
    }
    // Ids follow the time they were queued, as the deliveries list (newest first) expects.
    const queued = rows.map((r) => r.created_at);
    expect(queued).toEqual([...queued].sort((a, b) => a - b));
    const crm = rows.filter((r) => r.webhook_id === "crm-sync");
    expect(crm.at(-1)).toMatchObject({ state: "failed", attempts: 3 });
    expect(crm.some((r) => r.state === "delivered")).toBe(true);
    expect(rows.some((r) => r.webhook_id === "message-archive" && r.state === "delivered")).toBe(true);
  });
});
