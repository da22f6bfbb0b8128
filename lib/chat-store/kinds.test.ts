import { describe, expect, it } from "vitest";
import { utcRange } from "@/test/dst-ranges";
import { tempStore } from "@/test/temp-store";
import { expectEnginesAgree, filledEngines } from "@/test/two-stores";
import { previousOf } from "../call-store/panel-model";
import type { Db } from "../db";
import type { Message } from "../schemas/messages";
import { generateMessages, storeGenerated } from "./generate";
import { messageKinds } from "./kinds";
import { byMessages, type MessageKinds, type TypeCount } from "./kinds-model";
import type { PanelQuery } from "./panel-model";
import { upsertMessages } from "./upsert";

const APP = "app-a";
const day = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 1000;
const FROM = day("2026-01-05");
const TO = day("2026-05-04");

async function fill(db: Db) {
  const messages = generateMessages({ count: 6000, from: FROM, to: TO, seed: 5 });
  await storeGenerated(db, {
    [APP]: messages,
    "app-b": generateMessages({ count: 300, from: FROM, to: TO, seed: 3 }),
  });
}

async function rawKinds(db: Db, q: PanelQuery): Promise<MessageKinds> {
  const rows = await db.selectFrom("ms_messages").selectAll().where("app_id", "=", q.appId).execute();
  const prev = previousOf(q);
  const within = (t: number, from: number, to: number) => t >= from && t < to;
  const types = new Map<string, TypeCount>();
  let edited = 0;
  let deleted = 0;
  for (const r of rows) {
    const t = Number(r.sent_at);
    const now = within(t, q.from, q.to);
    const before = within(t, prev.from, prev.to);
    if (!now && !before) continue;
    const c = types.get(r.type) ?? { type: r.type, messages: 0, previous: 0 };
    if (now) c.messages++;
    if (before) c.previous++;
    types.set(r.type, c);
    if (now && r.edited_at !== null) edited++;
    if (now && r.deleted_at !== null) deleted++;
  }
  return { byType: [...types.values()].sort(byMessages), edited, deleted };
}

const stores = filledEngines("chat-kinds", fill);

describe("messages by type, edited and deleted", () => {
  it("are identical on SQLite and PostgreSQL and equal a plain computation", async () => {
    for (const [d, n] of [
      ["2026-02-01", 28],
      ["2026-03-01", 7],
      ["2026-01-05", 120],
    ] as const) {
      const q = utcRange(APP, d, n);
      await expectEnginesAgree(stores, q, messageKinds, rawKinds);
    }
    const k = await messageKinds(stores.sqlite, utcRange(APP, "2026-02-01", 28));
    expect(k.byType.map((t) => t.type)).toEqual(["text", "image"]);
    expect(k.edited).toBeGreaterThan(0);
    expect(k.deleted).toBeGreaterThan(0);
  });

  it("counts a handful by hand", async () => {
    const db = await tempStore("chat-kinds-small");
    let id = 1;
    const msg = (type: string, ymd: string, over: Partial<Message> = {}): Message => ({
      id: String(id++),
      conversationId: "a_user_b",
      sender: "a",
      receiverType: "user",
      receiver: "b",
      category: type === "poll" ? "custom" : "message",
      type,
      data: { text: "hi" },
      sentAt: day(ymd),
      updatedAt: day(ymd),
      ...over,
    });
    await upsertMessages(db, "small", [
      msg("text", "2026-02-20"),
      msg("poll", "2026-02-24"),
      msg("text", "2026-03-02", { editedAt: day("2026-03-02") + 60 }),
      msg("text", "2026-03-03", { deletedAt: day("2026-03-03") + 60 }),
      msg("poll", "2026-03-04"),
      msg("image", "2026-03-05"),
    ]);
    // 1–8 March against 22–28 February: the text of 20 February is before both.
    const k = await messageKinds(db, utcRange("small", "2026-03-01", 7));
    expect(k).toEqual({
      byType: [
        { type: "text", messages: 2, previous: 0 },
        { type: "poll", messages: 1, previous: 1 },
        { type: "image", messages: 1, previous: 0 },
      ],
      edited: 1,
      deleted: 1,
    });
  });
});
