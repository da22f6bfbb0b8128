import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempPgStore } from "@/test/pg-store";
import { tempStore } from "@/test/temp-store";
import { previousOf } from "../call-store/panel-model";
import type { Db } from "../db";
import type { Message } from "../schemas/messages";
import { generateMessages } from "./generate";
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
  for (let i = 0; i < messages.length; i += 1000) await upsertMessages(db, APP, messages.slice(i, i + 1000));
  await upsertMessages(db, "app-b", generateMessages({ count: 300, from: FROM, to: TO, seed: 3 }));
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

let sqlite: Db;
let pg: Awaited<ReturnType<typeof tempPgStore>>;

beforeAll(async () => {
  sqlite = await tempStore("chat-kinds");
  pg = await tempPgStore("chat_kinds");
  await fill(sqlite);
  await fill(pg.db);
}, 120_000);

afterAll(async () => {
  await pg?.drop();
});

describe("messages by type, edited and deleted", () => {
  it("are identical on SQLite and PostgreSQL and equal a plain computation", async () => {
    for (const [d, n] of [
      ["2026-02-01", 28],
      ["2026-03-01", 7],
      ["2026-01-05", 120],
    ] as const) {
      const q = { appId: APP, from: day(d), to: day(d) + n * 86_400, tz: "UTC" };
      const [a, b, raw] = await Promise.all([
        messageKinds(sqlite, q),
        messageKinds(pg.db, q),
        rawKinds(sqlite, q),
      ]);
      expect(b).toEqual(a);
      expect(a).toEqual(raw);
    }
    const k = await messageKinds(sqlite, {
      appId: APP,
      from: day("2026-02-01"),
      to: day("2026-03-01"),
      tz: "UTC",
    });
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
    const k = await messageKinds(db, {
      appId: "small",
      from: day("2026-03-01"),
      to: day("2026-03-08"),
      tz: "UTC",
    });
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
