import { describe, expect, it } from "vitest";
import { endedCall } from "@/test/call-fixture";
import { utcRange } from "@/test/dst-ranges";
import { hiOnDay } from "@/test/message-fixture";
import { tempStore } from "@/test/temp-store";
import { expectEnginesAgree, filledEngines } from "@/test/two-stores";
import { generateCalls } from "../call-store/generate";
import { previousOf } from "../call-store/panel-model";
import { localMidnight } from "../call-store/tz";
import { upsertCalls } from "../call-store/upsert";
import type { Db } from "../db";
import type { Call, CallParticipant } from "../schemas/calls";
import { chatToCalls } from "./chat-to-calls";
import { type ChatToCalls, finishChatToCalls } from "./chat-to-calls-model";
import { generateStretches, storeGenerated } from "./generate";
import type { PanelQuery } from "./panel-model";
import { upsertMessages } from "./upsert";

const APP = "app-a";
const day = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 1000;

const STRETCHES = [
  { from: day("2026-01-05"), to: day("2026-02-09"), users: 40, groups: 6, count: 2000 },
  { from: day("2026-02-09"), to: day("2026-03-23"), users: 120, groups: 3, count: 2500 },
  { from: day("2026-03-23"), to: day("2026-05-04"), users: 300, groups: 9, count: 3000 },
];

// The chat generator pads user numbers to three digits, the call generator does not: padded here, so the
// callers are the chatters' own ids (and, with 400 of them, some callers never chat).
const padded = (uid: string) => uid.replace(/^user-(\d+)$/, (_, n: string) => `user-${n.padStart(3, "0")}`);
const withPaddedUsers = (c: Call): Call => ({
  ...c,
  initiator: padded(c.initiator),
  receiver: padded(c.receiver),
  participants: c.participants.map((p) => ({ ...p, uid: padded(p.uid) })),
});

async function fill(db: Db) {
  const messages = generateStretches(STRETCHES, 70);
  await storeGenerated(db, { [APP]: messages });
  const span = { from: day("2026-01-05"), to: day("2026-05-04"), users: 400 };
  await upsertCalls(
    db,
    APP,
    generateCalls({ ...span, appId: APP, count: 2500, seed: 9 }).map(withPaddedUsers),
  );
  // Another app's calls by the same user ids, which must not count.
  await upsertCalls(
    db,
    "app-b",
    generateCalls({ ...span, appId: "app-b", count: 500, seed: 4 }).map(withPaddedUsers),
  );
}

/** The reference in plain JavaScript over every stored message and call of the app. */
async function rawChatToCalls(db: Db, q: PanelQuery): Promise<ChatToCalls> {
  const messages = await db
    .selectFrom("ms_messages")
    .select(["sender", "sent_at"])
    .where("app_id", "=", q.appId)
    .execute();
  const calls = await db
    .selectFrom("cs_calls")
    .select(["session_id", "initiator", "initiated_at"])
    .where("app_id", "=", q.appId)
    .execute();
  const users = await db
    .selectFrom("cs_call_users")
    .select(["session_id", "uid", "initiated_at", "minutes_cm"])
    .where("app_id", "=", q.appId)
    .execute();
  const period = (from: number, to: number) => {
    const within = (t: number) => t >= from && t < to;
    const first = new Map<string, number>();
    for (const m of messages) {
      const t = Number(m.sent_at);
      if (within(t)) first.set(m.sender, Math.min(first.get(m.sender) ?? t, t));
    }
    const tookPart = [
      ...calls.map((c) => ({ uid: c.initiator, session: c.session_id, at: Number(c.initiated_at) })),
      ...users
        .filter((u) => Number(u.minutes_cm) > 0)
        .map((u) => ({ uid: u.uid, session: u.session_id, at: Number(u.initiated_at) })),
    ].filter((t) => within(t.at) && first.has(t.uid));
    return finishChatToCalls({
      chatters: first.size,
      calledAfter: new Set(tookPart.filter((t) => t.at >= (first.get(t.uid) ?? 0)).map((t) => t.uid)).size,
      calls: new Set(tookPart.map((t) => t.session)).size,
    });
  };
  const prev = previousOf(q);
  const callsFrom = calls.length ? Math.min(...calls.map((c) => Number(c.initiated_at))) : null;
  return {
    current: period(q.from, q.to),
    previous: period(prev.from, prev.to),
    callsCoverPrevious: callsFrom !== null && callsFrom < prev.from + 86_400,
  };
}

const stores = filledEngines("chat-to-calls", fill);

describe("from chat to calls", () => {
  it("is identical on SQLite and PostgreSQL and equals a plain computation", async () => {
    const ranges: Array<[string, number]> = [
      ["2026-02-09", 28],
      ["2026-03-23", 14],
      ["2026-04-06", 28],
      ["2026-01-05", 120],
    ];
    for (const [d, n] of ranges)
      await expectEnginesAgree(stores, utcRange(APP, d, n), chatToCalls, rawChatToCalls);
    // A zone's days: Berlin's 1–31 March, across its DST change.
    const berlin = "Europe/Berlin";
    const march = {
      appId: APP,
      from: localMidnight(berlin, "2026-03-01"),
      to: localMidnight(berlin, "2026-04-01"),
      tz: berlin,
    };
    await expectEnginesAgree(stores, march, chatToCalls, rawChatToCalls);
    // Enough of each kind that the figures say something: some chatters called after chatting, not all.
    const f = (await chatToCalls(stores.sqlite, utcRange(APP, "2026-04-06", 28))).current;
    expect(f.chatters).toBeGreaterThan(100);
    expect(f.calledAfter).toBeGreaterThan(10);
    expect(f.calledAfter).toBeLessThan(f.chatters);
    expect(f.calls).toBeGreaterThan(f.calledAfter);
  });

  it("counts a handful of users by hand: a call before chatting does not make a caller, one after does", async () => {
    const db = await tempStore("chat-to-calls-small");
    let id = 1;
    const msg = (sender: string, ymd: string) => hiOnDay(id++, sender, ymd);
    const joined = (uid: string): CallParticipant => ({
      uid,
      state: "ended",
      isJoined: true,
      totalDuration: 2,
      totalAudioMinutes: 2,
      totalVideoMinutes: 0,
    });
    const missed = (uid: string): CallParticipant => ({
      ...joined(uid),
      state: "unanswered",
      isJoined: false,
      totalDuration: 0,
      totalAudioMinutes: 0,
    });
    const call = (initiator: string, ymd: string, participants: CallParticipant[]): Call =>
      endedCall({
        sessionId: `v1.us.small.${initiator}.${ymd}`,
        initiator,
        initiatedAt: day(ymd) + 7200,
        participants,
      });
    await upsertMessages(db, "small", [
      msg("fay", "2026-02-20"),
      msg("ann", "2026-03-03"),
      msg("bob", "2026-03-04"),
      msg("cid", "2026-03-05"),
      msg("dan", "2026-03-08"),
      msg("dan", "2026-03-10"),
    ]);
    await upsertCalls(db, "small", [
      call("fay", "2026-02-21", [joined("fay"), joined("gus")]), // previous period: fay called after chatting
      call("bob", "2026-02-27", [joined("bob"), joined("eve")]), // previous period: bob sent nothing in it
      call("ann", "2026-03-02", [joined("ann"), joined("eve")]), // ann called the day before she chatted
      call("zed", "2026-03-06", [joined("zed"), joined("bob")]), // bob joined after chatting
      call("yan", "2026-03-07", [missed("yan"), missed("cid")]), // cid was rung and never answered
      call("dan", "2026-03-09", [missed("dan"), missed("hal")]), // dan called, nobody answered
      call("eve", "2026-03-11", [joined("eve"), joined("hal")]), // no chatter in it
    ]);
    // 1–15 March against 15 February – 1 March.
    const f = await chatToCalls(db, utcRange("small", "2026-03-01", 14));
    expect(f).toEqual({
      current: {
        chatters: 4, // ann, bob, cid, dan
        calledAfter: 2, // bob and dan; not ann (before), not cid (never answered)
        calledShare: 0.5,
        calls: 3, // ann's (before she chatted, still a chatter's call), zed's with bob, dan's
        callsPerChatter: 0.75,
      },
      previous: { chatters: 1, calledAfter: 1, calledShare: 1, calls: 1, callsPerChatter: 1 },
      // The first stored call (21 February) is days into the previous period: its calls may be missing.
      callsCoverPrevious: false,
    });
    // A range nobody wrote in: no shares to give.
    expect((await chatToCalls(db, utcRange("small", "2026-04-01", 7))).current).toEqual({
      chatters: 0,
      calledAfter: 0,
      calledShare: null,
      calls: 0,
      callsPerChatter: null,
    });
  });
});
