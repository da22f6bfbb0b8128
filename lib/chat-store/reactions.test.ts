import { describe, expect, it } from "vitest";
import { dstRanges, utcRange } from "@/test/dst-ranges";
import { tempStore } from "@/test/temp-store";
import { expectEnginesAgree, filledEngines } from "@/test/two-stores";
import { previousOf } from "../call-store/panel-model";
import { daysBetween } from "../call-store/tz";
import type { Db } from "../db";
import type { Message } from "../schemas/messages";
import { generateMessages, generateStretches, storeGenerated } from "./generate";
import type { PanelQuery } from "./panel-model";
import { chatReactions } from "./reactions";
import { byReactions, type ChatReactions, TOP_REACTIONS } from "./reactions-model";
import { upsertMessages } from "./upsert";

const APP = "app-a";
const day = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 1000;

const MESSAGES = generateStretches(
  [
    { from: day("2026-01-05"), to: day("2026-03-01"), users: 40, count: 3000 },
    { from: day("2026-03-01"), to: day("2026-05-04"), users: 90, count: 4000 },
  ],
  21,
);

async function fill(db: Db) {
  await storeGenerated(db, {
    [APP]: MESSAGES,
    "app-b": generateMessages({ count: 300, from: day("2026-01-05"), to: day("2026-05-04"), seed: 3 }),
  });
}

/** The reference over the generated messages: each one's local day asked of `Intl`, sums in plain JavaScript. */
async function plain(_db: Db, q: PanelQuery): Promise<ChatReactions> {
  const prev = previousOf(q);
  const localDay = new Intl.DateTimeFormat("en-CA", { timeZone: q.tz, dateStyle: "short" });
  const sent = MESSAGES.filter((m) => m.category !== "action" && !m.deletedAt);
  const sum = (m: Message) => (m.data.reactions ?? []).reduce((s, r) => s + r.count, 0);
  const totals = (from: number, to: number) => {
    const msgs = sent.filter((m) => m.sentAt >= from && m.sentAt < to);
    return {
      reactions: msgs.reduce((s, m) => s + sum(m), 0),
      messagesWithReactions: msgs.filter((m) => sum(m) > 0).length,
    };
  };
  const perDay = new Map(daysBetween(q.tz, q.from, q.to).map((d) => [d, 0]));
  const kinds = new Map<string, { reaction: string; reactions: number; previous: number }>();
  for (const m of sent) {
    const now = m.sentAt >= q.from && m.sentAt < q.to;
    const before = m.sentAt >= prev.from && m.sentAt < prev.to;
    if (now) {
      const d = localDay.format(new Date(m.sentAt * 1000));
      perDay.set(d, (perDay.get(d) ?? 0) + sum(m));
    }
    for (const r of m.data.reactions ?? []) {
      const k = kinds.get(r.reaction) ?? { reaction: r.reaction, reactions: 0, previous: 0 };
      if (now) k.reactions += r.count;
      if (before) k.previous += r.count;
      kinds.set(r.reaction, k);
    }
  }
  return {
    current: totals(q.from, q.to),
    previous: totals(prev.from, prev.to),
    perDay: [...perDay].map(([d, reactions]) => ({ day: d, reactions })),
    top: [...kinds.values()]
      .filter((k) => k.reactions > 0)
      .sort(byReactions)
      .slice(0, TOP_REACTIONS),
  };
}

const stores = filledEngines("chat-reactions", fill);

describe("reactions on the range's messages", () => {
  it("are identical on SQLite and PostgreSQL and equal a plain computation, per local day across DST", async () => {
    for (const tz of ["UTC", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kathmandu"]) {
      for (const q of dstRanges(APP, tz)) await expectEnginesAgree(stores, q, chatReactions, plain);
    }
    const r = await chatReactions(stores.sqlite, utcRange(APP, "2026-03-01", 28));
    expect(r.current.reactions).toBeGreaterThan(r.current.messagesWithReactions);
    expect(r.top[0]?.reaction).toBe("👍");
    expect(r.perDay).toHaveLength(28);
  });

  it("counts a handful by hand: a message read again replaces its counts, a deletion drops them", async () => {
    const db = await tempStore("chat-reactions-small");
    const msg = (id: number, ymd: string, reactions?: { reaction: string; count: number }[]): Message => ({
      id: String(id),
      conversationId: "a_user_b",
      sender: "a",
      receiverType: "user",
      receiver: "b",
      category: "message",
      type: "text",
      data: { text: "hi", ...(reactions ? { reactions } : {}) },
      sentAt: day(ymd) + 3600,
      updatedAt: day(ymd),
    });
    const deleted: Message = {
      ...msg(9, "2026-03-07"),
      sender: "app_system",
      category: "action",
      type: "message",
      data: {
        action: "deleted",
        entities: { on: { entityType: "message", entity: { id: "4", deletedAt: day("2026-03-07") } } },
      },
    };
    await upsertMessages(db, "small", [
      msg(1, "2026-02-27", [{ reaction: "👍", count: 2 }]),
      msg(2, "2026-03-02", [{ reaction: "👍", count: 1 }]),
      msg(3, "2026-03-02", [
        { reaction: "❤️", count: 3 },
        { reaction: "👍", count: 1 },
      ]),
      msg(4, "2026-03-05", [{ reaction: ":tada:", count: 5 }]),
    ]);
    // Message 2 read again with another reaction; message 4 deleted.
    await upsertMessages(db, "small", [msg(2, "2026-03-02", [{ reaction: "❤️", count: 1 }]), deleted]);
    const r = await chatReactions(db, utcRange("small", "2026-03-01", 7));
    expect(r.current).toEqual({ reactions: 5, messagesWithReactions: 2 });
    expect(r.previous).toEqual({ reactions: 2, messagesWithReactions: 1 });
    expect(r.top).toEqual([
      { reaction: "❤️", reactions: 4, previous: 0 },
      { reaction: "👍", reactions: 1, previous: 2 },
    ]);
    expect(r.perDay.filter((d) => d.reactions > 0)).toEqual([{ day: "2026-03-02", reactions: 5 }]);
  });
});
