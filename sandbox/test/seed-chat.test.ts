import { afterAll, describe, expect, it } from "vitest";
import { removeStores, seeded } from "./seed-support";

afterAll(removeStores);

const { db } = seeded(11, { users: 80, groups: 10, messages: 1500, calls: 300, days: 21 });

describe("seeded chat history is consistent", () => {
  it("puts every message in an existing conversation whose last message it knows", () => {
    const orphans = db
      .prepare(
        "SELECT count(*) FROM messages m LEFT JOIN conversations c USING (app_id, conversation_id) WHERE c.conversation_id IS NULL",
      )
      .pluck()
      .get();
    expect(orphans).toBe(0);
    const wrongLast = db
      .prepare(
        `SELECT count(*) FROM conversations c
          WHERE last_message_id != (SELECT max(id) FROM messages m WHERE m.app_id = c.app_id AND m.conversation_id = c.conversation_id)`,
      )
      .pluck()
      .get();
    expect(wrongLast).toBe(0);
    const types = db.prepare("SELECT DISTINCT conversation_type FROM conversations").pluck().all();
    expect(types.sort()).toEqual(["group", "user"]);
  });

  it("addresses one-to-one messages to the other party and group messages to the group", () => {
    const rows = db.prepare("SELECT * FROM messages").all() as {
      conversation_id: string;
      sender: string;
      receiver: string;
      receiver_type: string;
      category: string;
    }[];
    for (const r of rows) {
      if (r.receiver_type === "group") {
        expect(r.conversation_id).toBe(`group_${r.receiver}`);
        continue;
      }
      if (r.category === "message") {
        expect(r.receiver).not.toBe(r.sender);
        expect(r.conversation_id).toBe([r.sender, r.receiver].sort().join("_user_"));
      }
    }
  });

  it("numbers messages in time order, with edits, soft deletions and action messages", () => {
    const rows = db.prepare("SELECT * FROM messages ORDER BY id").all() as {
      id: number;
      sent_at: number;
      category: string;
      type: string;
      data: string;
      edited_at: number | null;
      edited_by: string | null;
      deleted_at: number | null;
      deleted_by: string | null;
    }[];
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]?.sent_at).toBeGreaterThanOrEqual(rows[i - 1]?.sent_at ?? 0);
    const deleted = rows.filter((r) => r.deleted_at !== null);
    const edited = rows.filter((r) => r.edited_at !== null);
    expect(deleted.length).toBeGreaterThan(0);
    expect(edited.length).toBeGreaterThan(0);
    for (const r of deleted) {
      expect(JSON.parse(r.data).text).toBeUndefined();
      expect(r.deleted_by).not.toBeNull();
    }
    for (const r of edited) expect(r.edited_by).not.toBeNull();
    for (const r of rows.filter((x) => x.category === "message")) {
      if (r.deleted_at === null) expect(JSON.parse(r.data).text).toEqual(expect.any(String));
    }
    const actions = rows.filter((r) => r.category === "action").map((r) => JSON.parse(r.data).action);
    expect(new Set(actions)).toEqual(new Set(["edited", "deleted", "added"]));
  });

  it("keeps reactions to at most 25 distinct per message, after the message", () => {
    const most = db
      .prepare("SELECT max(n) FROM (SELECT count(DISTINCT reaction) n FROM reactions GROUP BY message_id)")
      .pluck()
      .get() as number;
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(25);
    const early = db
      .prepare(
        "SELECT count(*) FROM reactions r JOIN messages m ON m.id = r.message_id WHERE r.reacted_at < m.sent_at",
      )
      .pluck()
      .get();
    expect(early).toBe(0);
    const reactors = db.prepare("SELECT count(DISTINCT uid) FROM reactions").pluck().get() as number;
    expect(reactors).toBeGreaterThan(5);
  });

  it("keeps read and delivered receipts within each conversation", () => {
    const states = db
      .prepare(
        `SELECT s.*, c.last_message_id FROM conversation_state s JOIN conversations c USING (app_id, conversation_id)`,
      )
      .all() as {
      read_message_id: number;
      delivered_message_id: number;
      last_message_id: number;
      conversation_id: string;
    }[];
    expect(states.length).toBeGreaterThan(0);
    const convOf = db.prepare("SELECT conversation_id FROM messages WHERE id = ?").pluck();
    for (const s of states) {
      expect(s.delivered_message_id).toBeLessThanOrEqual(s.last_message_id);
      expect(s.read_message_id).toBeLessThanOrEqual(s.delivered_message_id);
      if (s.read_message_id > 0) expect(convOf.get(s.read_message_id)).toBe(s.conversation_id);
      expect(convOf.get(s.delivered_message_id)).toBe(s.conversation_id);
    }
    expect(states.some((s) => s.read_message_id < s.last_message_id)).toBe(true);
    expect(states.some((s) => s.read_message_id === s.last_message_id)).toBe(true);
  });

  it("gives groups of every type with owners, scopes and bans", () => {
    expect(db.prepare("SELECT DISTINCT type FROM groups ORDER BY type").pluck().all()).toEqual([
      "password",
      "private",
      "public",
    ]);
    const ownersNotAdmin = db
      .prepare(
        "SELECT count(*) FROM groups g LEFT JOIN group_members m ON m.app_id = g.app_id AND m.guid = g.guid AND m.uid = g.owner WHERE m.scope IS NOT 'admin'",
      )
      .pluck()
      .get();
    expect(ownersNotAdmin).toBe(0);
    expect(db.prepare("SELECT DISTINCT scope FROM group_members ORDER BY scope").pluck().all()).toEqual([
      "admin",
      "moderator",
      "participant",
    ]);
    expect(db.prepare("SELECT count(*) FROM group_bans").pluck().get()).toBeGreaterThan(0);
    const bannedMembers = db
      .prepare("SELECT count(*) FROM group_bans b JOIN group_members m USING (app_id, guid, uid)")
      .pluck()
      .get();
    expect(bannedMembers).toBe(0);
  });

  it("reports some messages by someone else in their conversation, and withholds a few under a spam rule", () => {
    const reports = db
      .prepare(
        `SELECT r.uid, r.reason_id, m.sender, m.receiver_type, m.receiver FROM mod_flag_reports r
           JOIN messages m ON m.id = r.message_id WHERE r.app_id = m.app_id`,
      )
      .all() as { uid: string; reason_id: string; sender: string; receiver_type: string; receiver: string }[];
    expect(reports.length).toBeGreaterThanOrEqual(3);
    for (const r of reports) {
      expect(r.uid).not.toBe(r.sender);
      if (r.receiver_type === "user") expect(r.uid).toBe(r.receiver);
      expect(["spam", "harassment", "inappropriate", "other"]).toContain(r.reason_id);
    }
    const blocked = db.prepare("SELECT message_id, matched, rule_id FROM mod_blocked").all() as {
      message_id: number;
      matched: string;
      rule_id: string;
    }[];
    expect(blocked.length).toBeGreaterThanOrEqual(2);
    for (const b of blocked) {
      expect(b.rule_id).toBe("spam-phrases-filter");
      expect(db.prepare("SELECT 1 FROM messages WHERE id = ?").get(b.message_id)).toBeUndefined();
    }
  });

  it("gives users names, avatars, statuses, roles and tags", () => {
    const distinct = (col: string) =>
      db.prepare(`SELECT count(DISTINCT ${col}) FROM users`).pluck().get() as number;
    expect(distinct("status")).toBe(2);
    expect(distinct("role")).toBeGreaterThan(1);
    expect(distinct("name")).toBe(80);
    expect(db.prepare("SELECT count(*) FROM users WHERE avatar IS NOT NULL").pluck().get()).toBeGreaterThan(
      20,
    );
    expect(db.prepare("SELECT count(*) FROM users WHERE tags IS NOT NULL").pluck().get()).toBeGreaterThan(5);
  });
});

describe("seeded users chat like a real app's", () => {
  // A longer history, so that arrivals and departures have weeks to show in.
  const { db: long } = seeded(12, { users: 120, groups: 8, messages: 3000, calls: 10, days: 120 });
  const WEEK = 7 * 86_400;
  const spans = long
    .prepare(
      "SELECT sender, min(sent_at) AS first, max(sent_at) AS last FROM messages WHERE category = 'message' GROUP BY sender",
    )
    .all() as { sender: string; first: number; last: number }[];
  const start = Math.min(...spans.map((s) => s.first));
  const end = Math.max(...spans.map((s) => s.last));

  it("has newcomers sending their first message all along the history", () => {
    const later = spans.filter((s) => s.first >= start + 4 * WEEK);
    expect(later.length).toBeGreaterThan(spans.length * 0.2);
    // Someone sends a first message in each eighth of the history's second half.
    for (const [a, b] of [
      [0.5, 0.625],
      [0.625, 0.75],
      [0.75, 0.875],
      [0.875, 1],
    ] as const) {
      const from = start + a * (end - start);
      const to = start + b * (end - start);
      expect(spans.some((s) => s.first >= from && s.first <= to)).toBe(true);
    }
  });

  it("has users who stop: their last message weeks before the end", () => {
    const stopped = spans.filter((s) => s.last < end - 4 * WEEK);
    expect(stopped.length).toBeGreaterThan(spans.length * 0.1);
  });
});
