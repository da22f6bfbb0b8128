import { describe, expect, it } from "vitest";
import { utcRange } from "@/test/dst-ranges";
import { tempStore } from "@/test/temp-store";
import { expectEnginesAgree, filledEngines } from "@/test/two-stores";
import type { Db } from "../db";
import type { Message } from "../schemas/messages";
import { firstReplies } from "./first-reply";
import { type FirstReplyPanel, finishFirstReplies, type Opening } from "./first-reply-model";
import { generateMessages, storeGenerated } from "./generate";
import type { PanelQuery } from "./panel-model";
import { upsertMessages } from "./upsert";

const APP = "app-a";
const day = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 1000;
const FROM = day("2026-01-05");
const TO = day("2026-05-04");

async function fill(db: Db) {
  // Many users, so pairs keep opening all along; a few thousand messages, so many are answered and some not.
  const messages = generateMessages({ count: 6000, from: FROM, to: TO, seed: 7, users: 400 });
  await storeGenerated(db, {
    [APP]: messages,
    "app-b": generateMessages({ count: 300, from: FROM, to: TO, seed: 3, users: 50 }),
  });
}

/** The reference: each pair's two directions found in plain JavaScript. */
async function rawFirstReplies(db: Db, q: PanelQuery): Promise<FirstReplyPanel> {
  const rows = await db
    .selectFrom("ms_messages")
    .select(["id", "sender", "receiver", "receiver_type", "sent_at"])
    .where("app_id", "=", q.appId)
    .execute();
  const first = new Map<string, { at: number; id: number }>();
  for (const r of rows) {
    if (r.receiver_type !== "user" || r.sender === r.receiver) continue;
    const key = JSON.stringify([r.sender, r.receiver]);
    const f = first.get(key);
    const at = Number(r.sent_at);
    const id = Number(r.id);
    first.set(key, { at: Math.min(f?.at ?? at, at), id: Math.min(f?.id ?? id, id) });
  }
  const openings: Opening[] = [];
  for (const [key, a] of first) {
    const [sender, receiver] = JSON.parse(key) as [string, string];
    const b = first.get(JSON.stringify([receiver, sender]));
    if (b && (b.at < a.at || (b.at === a.at && b.id < a.id))) continue;
    openings.push({ opened: a.at, replied: b?.at ?? null });
  }
  return finishFirstReplies(q, openings);
}

const stores = filledEngines("chat-first-reply", fill);

describe("first replies in one-on-one conversations", () => {
  it("are identical on SQLite and PostgreSQL and equal a plain computation", async () => {
    const ranges: Array<[string, number]> = [
      ["2026-02-01", 28],
      ["2026-03-01", 7],
      ["2026-01-05", 120],
      ["2026-04-20", 30], // runs past the data's end
    ];
    for (const [d, n] of ranges) {
      const q = utcRange(APP, d, n);
      await expectEnginesAgree(stores, q, firstReplies, rawFirstReplies);
    }
    const q = utcRange(APP, "2026-02-01", 28);
    const p = await firstReplies(stores.sqlite, q);
    expect(p.current.started).toBeGreaterThan(50);
    expect(p.current.unanswered).toBeGreaterThan(0);
    expect(p.current.unanswered).toBeLessThan(1);
    expect(p.current.median).toBeLessThanOrEqual(p.current.slowestTenth ?? 0);
  });

  it("takes the earlier direction as the opening and the other's first message as the reply", async () => {
    const db = await tempStore("chat-first-reply-small");
    let id = 1;
    const msg = (sender: string, receiver: string, at: number, type: "user" | "group" = "user"): Message => ({
      id: String(id++),
      conversationId: `${sender}_${receiver}`,
      sender,
      receiverType: type,
      receiver,
      category: "message",
      type: "text",
      data: { text: "hi" },
      sentAt: at,
      updatedAt: at,
    });
    const t = day("2026-03-02");
    await upsertMessages(db, "small", [
      msg("ann", "bob", t - 86_400), // ann–bob opened the day before the range: not counted
      msg("bob", "ann", t + 60),
      msg("cid", "dan", t + 100), // answered after 10 minutes
      msg("cid", "dan", t + 200),
      msg("dan", "cid", t + 700),
      msg("eve", "fay", t + 1000), // answered after an hour
      msg("fay", "eve", t + 4600),
      msg("gus", "hal", t + 2000), // never answered
      msg("ivy", "ivy", t + 3000), // to oneself: not a conversation
      msg("ivy", "team", t + 3000, "group"), // a group: not one-on-one
      msg("jon", "kim", t + 5000), // answered in the same second: the smaller id opened it
      msg("kim", "jon", t + 5000),
    ]);
    const q = utcRange("small", "2026-03-02", 1);
    const p = await firstReplies(db, q);
    expect(p.current).toEqual({ started: 4, median: 600, slowestTenth: 3600, unanswered: 0.25 });
    expect(p.previous).toEqual({ started: 1, median: 86_460, slowestTenth: 86_460, unanswered: 0 });
    expect(await rawFirstReplies(db, q)).toEqual(p);
  });
});
