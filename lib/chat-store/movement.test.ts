import { describe, expect, it } from "vitest";
import { utcRange } from "@/test/dst-ranges";
import { tempStore } from "@/test/temp-store";
import { expectEnginesAgree, filledEngines } from "@/test/two-stores";
import { previousOf } from "../call-store/panel-model";
import type { Db } from "../db";
import type { Message } from "../schemas/messages";
import { generateMessages, generateStretches, storeGenerated } from "./generate";
import { movement } from "./movement";
import { fallingGroups, type Movement } from "./movement-model";
import type { PanelQuery } from "./panel-model";
import { upsertMessages } from "./upsert";

const APP = "app-a";
const day = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 1000;

// Users and groups grow from one stretch to the next, so senders come and go and groups rise and fall.
const STRETCHES = [
  { from: day("2026-01-05"), to: day("2026-02-09"), users: 40, groups: 6, count: 2500 },
  { from: day("2026-02-09"), to: day("2026-03-23"), users: 120, groups: 3, count: 3000 },
  { from: day("2026-03-23"), to: day("2026-05-04"), users: 300, groups: 9, count: 3500 },
];

async function fill(db: Db) {
  const messages = generateStretches(STRETCHES, 40);
  await storeGenerated(db, {
    [APP]: messages,
    "app-b": generateMessages({ count: 300, from: day("2026-01-05"), to: day("2026-05-04"), seed: 3 }),
  });
}

/** The reference in plain JavaScript over every stored message. */
async function rawMovement(db: Db, q: PanelQuery): Promise<Movement> {
  const rows = (
    await db
      .selectFrom("ms_messages")
      .select(["sender", "receiver", "receiver_type", "sent_at"])
      .where("app_id", "=", q.appId)
      .execute()
  ).map((r) => ({ ...r, sent_at: Number(r.sent_at) }));
  const prev = previousOf(q);
  const inRange = (t: number) => t >= q.from && t < q.to;
  const inPrevious = (t: number) => t >= prev.from && t < prev.to;
  const first = new Map<string, number>();
  for (const r of rows) first.set(r.sender, Math.min(first.get(r.sender) ?? r.sent_at, r.sent_at));
  const now = new Set(rows.filter((r) => inRange(r.sent_at)).map((r) => r.sender));
  const before = new Set(rows.filter((r) => inPrevious(r.sent_at)).map((r) => r.sender));
  const groups = new Map<string, { key: string; messages: number; previous: number }>();
  for (const r of rows) {
    if (r.receiver_type !== "group" || !(inRange(r.sent_at) || inPrevious(r.sent_at))) continue;
    const g = groups.get(r.receiver) ?? { key: r.receiver, messages: 0, previous: 0 };
    if (inRange(r.sent_at)) g.messages++;
    else g.previous++;
    groups.set(r.receiver, g);
  }
  return {
    newSenders: [...now].filter((s) => (first.get(s) ?? 0) >= q.from).length,
    quietSenders: [...before].filter((s) => !now.has(s)).length,
    fallingGroups: fallingGroups([...groups.values()]),
  };
}

const stores = filledEngines("chat-movement", fill);

describe("who came, who went and which groups fell", () => {
  it("are identical on SQLite and PostgreSQL and equal a plain computation", async () => {
    const ranges: Array<[string, number]> = [
      ["2026-02-09", 28],
      ["2026-03-23", 14],
      ["2026-04-06", 28],
      ["2026-01-05", 120],
    ];
    for (const [d, n] of ranges) {
      const q = utcRange(APP, d, n);
      await expectEnginesAgree(stores, q, movement, rawMovement);
    }
    // Where the groups shrink to three (9 February on), the others fall to nothing.
    const q = utcRange(APP, "2026-02-09", 28);
    const m = await movement(stores.sqlite, q);
    expect(m.newSenders).toBeGreaterThan(10);
    expect(m.fallingGroups.map((g) => g.messages)).toContain(0);
    // Where the users grow again (23 March on), many senders are new.
    expect((await movement(stores.sqlite, utcRange(APP, "2026-03-23", 28))).newSenders).toBeGreaterThan(50);
  });

  it("counts a handful of users and groups by hand", async () => {
    const db = await tempStore("chat-movement-small");
    let id = 1;
    const msg = (
      sender: string,
      receiver: string,
      ymd: string,
      type: "user" | "group" = "group",
    ): Message => ({
      id: String(id++),
      conversationId: `${sender}_${receiver}`,
      sender,
      receiverType: type,
      receiver,
      category: "message",
      type: "text",
      data: { text: "hi" },
      sentAt: day(ymd),
      updatedAt: day(ymd),
    });
    await upsertMessages(db, "small", [
      msg("ann", "chess", "2026-02-20"),
      msg("ann", "chess", "2026-02-21"),
      msg("ann", "chess", "2026-02-22"),
      msg("bob", "golf", "2026-02-23"),
      msg("old", "x", "2026-01-01", "user"),
      msg("ann", "chess", "2026-03-03"), // chess: 3 → 1
      msg("cid", "golf", "2026-03-04"), // golf: 1 → 1
      msg("old", "x", "2026-03-05", "user"),
      msg("dan", "tennis", "2026-03-06"), // tennis: new
    ]);
    // 1–15 March against 14–28 February.
    const m = await movement(db, utcRange("small", "2026-03-01", 14));
    expect(m).toEqual({
      newSenders: 2, // cid and dan; ann and old sent before
      quietSenders: 1, // bob
      fallingGroups: [{ key: "chess", messages: 1, previous: 3 }],
    });
  });
});
