import { describe, expect, it } from "vitest";
import { utcRange } from "@/test/dst-ranges";
import { tempStore } from "@/test/temp-store";
import { expectEnginesAgree, filledEngines } from "@/test/two-stores";
import { previousOf } from "../call-store/panel-model";
import type { Db } from "../db";
import type { Message } from "../schemas/messages";
import { generateMessages, generateStretches, storeGenerated } from "./generate";
import type { PanelQuery } from "./panel-model";
import { threadsMentions } from "./threads-mentions";
import { byMentions, type ThreadsMentions, TOP_MENTIONED } from "./threads-mentions-model";
import { upsertMessages } from "./upsert";

const APP = "app-a";
const day = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 1000;

const STRETCHES = [
  { from: day("2026-01-05"), to: day("2026-02-20"), users: 40, groups: 6, count: 3000 },
  { from: day("2026-02-20"), to: day("2026-05-04"), users: 150, groups: 4, count: 4000 },
];
const MESSAGES = generateStretches(STRETCHES, 11);

async function fill(db: Db) {
  await storeGenerated(db, {
    [APP]: MESSAGES,
    "app-b": generateMessages({ count: 300, from: day("2026-01-05"), to: day("2026-05-04"), seed: 3 }),
  });
}

/** The reference in plain JavaScript over the generated messages themselves (not the store's rows). */
async function plain(_db: Db, q: PanelQuery): Promise<ThreadsMentions> {
  const prev = previousOf(q);
  const sent = MESSAGES.filter((m) => m.category !== "action");
  const firstReply = new Map<string, number>();
  for (const m of sent) {
    if (m.parentId) firstReply.set(m.parentId, Math.min(firstReply.get(m.parentId) ?? m.sentAt, m.sentAt));
  }
  const figures = (from: number, to: number) => {
    const within = (t: number) => t >= from && t < to;
    const msgs = sent.filter((m) => within(m.sentAt));
    const mentioned = msgs.map((m) =>
      m.deletedAt
        ? []
        : [...new Set([...(m.data.text ?? "").matchAll(/<@uid:([^>]+)>/g)].map((x) => x[1]?.toLowerCase()))],
    );
    return {
      threadsStarted: [...firstReply.values()].filter(within).length,
      threadsActive: new Set(msgs.flatMap((m) => m.parentId ?? [])).size,
      messagesWithMentions: mentioned.filter((u) => u.length > 0).length,
      mentions: mentioned.flat().length,
      usersMentioned: new Set(mentioned.flat()).size,
      perUser: mentioned
        .flat()
        .reduce((c, u) => c.set(u as string, (c.get(u as string) ?? 0) + 1), new Map<string, number>()),
    };
  };
  const { perUser, ...current } = figures(q.from, q.to);
  const { perUser: before, ...previous } = figures(prev.from, prev.to);
  const topMentioned = [...perUser]
    .map(([uid, mentions]) => ({ uid, mentions, previous: before.get(uid) ?? 0 }))
    .sort(byMentions)
    .slice(0, TOP_MENTIONED);
  return { current, previous, topMentioned };
}

const stores = filledEngines("chat-threads-mentions", fill);

describe("threads and mentions", () => {
  it("are identical on SQLite and PostgreSQL and equal a plain computation over the messages", async () => {
    for (const [d, n] of [
      ["2026-02-01", 28],
      ["2026-03-01", 7],
      ["2026-02-20", 14],
      ["2026-01-05", 120],
    ] as const) {
      await expectEnginesAgree(stores, utcRange(APP, d, n), threadsMentions, plain);
    }
    const t = await threadsMentions(stores.sqlite, utcRange(APP, "2026-03-01", 28));
    expect(t.current.threadsStarted).toBeGreaterThan(0);
    expect(t.current.mentions).toBeGreaterThan(t.current.messagesWithMentions);
    expect(t.topMentioned).toHaveLength(TOP_MENTIONED);
  });

  it("counts a handful by hand, through edits and deletions", async () => {
    const db = await tempStore("chat-threads-small");
    let id = 1;
    const msg = (ymd: string, over: Partial<Message> = {}): Message => ({
      id: String(id++),
      conversationId: "group_g",
      sender: "a",
      receiverType: "group",
      receiver: "g",
      category: "message",
      type: "text",
      data: { text: "hi" },
      sentAt: day(ymd),
      updatedAt: day(ymd),
      ...over,
    });
    const edited = (target: Message, text: string): Message => ({
      ...msg("2026-03-06"),
      sender: "app_system",
      category: "action",
      type: "message",
      data: {
        action: "edited",
        entities: {
          on: { entityType: "message", entity: { ...target, data: { text }, editedAt: day("2026-03-06") } },
        },
      },
    });
    const parent = msg("2026-02-25"); // 1
    await upsertMessages(db, "small", [
      parent,
      msg("2026-02-26", { parentId: "1" }), // the thread starts in the previous period
      msg("2026-03-02", { parentId: "1", data: { text: "<@uid:Bob> <@uid:bob> and <@uid:carol>" } }), // 3
      msg("2026-03-02", { data: { text: "hi" } }), // 4: a parent whose first reply is now
      msg("2026-03-03", { parentId: "4" }),
      msg("2026-03-03", { parentId: "4", data: { text: "<@uid:carol>" } }), // 6
      msg("2026-03-04", { data: { text: "<@uid:dave>" }, deletedAt: day("2026-03-04") + 9 }), // deleted: none
      msg("2026-03-04", { data: { text: "<@uid:erin>" } }), // 8, edited below
    ]);
    await upsertMessages(db, "small", [edited(msg("2026-03-04", { id: "8" }), "now <@uid:carol>")]);
    // 1–8 March against 22–28 February.
    const t = await threadsMentions(db, utcRange("small", "2026-03-01", 7));
    expect(t).toEqual({
      current: {
        threadsStarted: 1,
        threadsActive: 2,
        messagesWithMentions: 3,
        mentions: 4,
        usersMentioned: 2,
      },
      previous: {
        threadsStarted: 1,
        threadsActive: 1,
        messagesWithMentions: 0,
        mentions: 0,
        usersMentioned: 0,
      },
      topMentioned: [
        { uid: "carol", mentions: 3, previous: 0 },
        { uid: "bob", mentions: 1, previous: 0 },
      ],
    });
  });
});
