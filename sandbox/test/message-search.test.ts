import { beforeEach, describe, expect, it } from "vitest";
import { messageListEnvelope } from "../../lib/schemas/messages";
import { expectError, okBody } from "./answers";
import { chatWorld, sendText } from "./chat-helpers";
import type { Sandbox } from "./harness";

let s: Sandbox;
const ids: Record<string, string> = {};

beforeEach(async () => {
  s = chatWorld();
  ids.hello = await sendText(s, "alice", "bob", "Hello Bob");
  s.advance(1000);
  ids.spam = await sendText(s, "carol", "bob", "BUY cheap 100% stuff");
  s.advance(1000);
  ids.team = await sendText(s, "bob", "team", "hello team", true);
  s.advance(1000);
  const photo = await s.chat("POST", "/messages", {
    onBehalfOf: "alice",
    body: {
      receiver: "team",
      receiverType: "group",
      type: "image",
      data: { attachments: [{ url: "https://cdn.example.com/x.png" }] },
      tags: ["pics"],
    },
  });
  ids.photo = photo.json.data.id;
  s.advance(1000);
  ids.gone = await sendText(s, "carol", "alice", "delete me");
  await s.chat("DELETE", `/messages/${ids.gone}`);
  await s.chat("POST", `/messages/${ids.hello}/reactions/${encodeURIComponent("👍")}`, { onBehalfOf: "bob" });
});

const search = async (qs: string, onBehalfOf?: string) => {
  const res = await s.chat("GET", `/messages${qs}`, { onBehalfOf });
  return okBody(res, messageListEnvelope);
};
const found = async (qs: string, onBehalfOf?: string) =>
  (await search(qs, onBehalfOf)).data.filter((m) => m.category !== "action").map((m) => m.id);

describe("GET /messages (published list-all-messages)", () => {
  it("lists the app's messages oldest to newest within the newest page, with a cursor", async () => {
    const page = await search("?limit=2&category=message");
    expect(page.data.map((m) => m.id)).toEqual([ids.photo, ids.gone]);
    expect(page.meta.current).toEqual({ limit: 2, count: 2 });
    expect(page.meta.next).toMatchObject({ affix: "prepend", id: ids.photo });
    const older = await search(`?limit=2&category=message&affix=prepend&id=${page.meta.next?.id}`);
    expect(older.data.map((m) => m.id)).toEqual([ids.spam, ids.team]);
  });

  it("finds text anywhere, in any case, with % and _ taken literally", async () => {
    expect(await found("?searchKey=HELLO")).toEqual([ids.hello, ids.team]);
    expect(await found("?searchKey=100%25")).toEqual([ids.spam]);
    expect(await found("?searchKey=_")).toEqual([]);
  });

  it("filters by sender, receiver type, conversation, kind, tags, attachments, reactions and deletion", async () => {
    expect(await found("?sender=Carol")).toEqual([ids.spam, ids.gone]);
    expect(await found("?receiverType=group")).toEqual([ids.team, ids.photo]);
    expect(await found("?conversationId=alice_user_bob")).toEqual([ids.hello]);
    expect(await found("?type=image")).toEqual([ids.photo]);
    expect(await found("?types=image,text&sender=alice")).toEqual([ids.hello, ids.photo]);
    expect(await found("?tags=pics,other")).toEqual([ids.photo]);
    expect(await found("?hasAttachments=true")).toEqual([ids.photo]);
    expect(await found("?attachmentTypes=image")).toEqual([ids.photo]);
    expect(await found("?attachmentTypes=video")).toEqual([]);
    expect(await found("?hasReactions=true")).toEqual([ids.hello]);
    expect(await found("?onlyDeleted=true")).toEqual([ids.gone]);
    expect(await found("?hideDeleted=true&sender=carol")).toEqual([ids.spam]);
    const actions = await search("?category=action");
    expect(actions.data.every((m) => m.category === "action")).toBe(true);
    expect(actions.data.length).toBeGreaterThan(0);
  });

  it("takes a time window from fromTimestamp (toTimestamp only with it)", async () => {
    const all = await search("?category=message");
    const sent = Object.fromEntries(all.data.map((m) => [m.id, m.sentAt]));
    const from = sent[ids.spam ?? ""] ?? 0;
    const to = sent[ids.team ?? ""] ?? 0;
    expect(await found(`?category=message&fromTimestamp=${from}&toTimestamp=${to}`)).toEqual([
      ids.spam,
      ids.team,
    ]);
    expect((await found(`?category=message&toTimestamp=${from}`)).length).toBe(5);
  });

  it("shows a user only the messages of their own conversations and groups", async () => {
    expect(await found("?category=message", "carol")).toEqual([ids.spam, ids.gone]);
    expect(await found("?category=message", "bob")).toEqual([ids.hello, ids.spam, ids.team, ids.photo]);
    // As published: sender with onBehalfOf keeps that sender's messages in their common conversations.
    expect(await found("?sender=alice", "bob")).toEqual([ids.hello, ids.photo]);
  });

  it.each([
    "?limit=0",
    "?limit=1001",
    "?affix=sideways",
    "?id=x",
    "?category=other",
    "?receiverType=room",
    "?hasAttachments=maybe",
    "?attachmentTypes=gif",
    "?hideDeleted=true&onlyDeleted=true",
    `?searchKey=${"x".repeat(101)}`,
    "?sender=not%20a%20uid",
  ])("answers 400 for %s", async (qs) => {
    expectError(await s.chat("GET", `/messages${qs}`), 400, "ERR_BAD_REQUEST");
  });

  it("answers 404 for an unknown onBehalfOf user", async () => {
    expectError(await s.chat("GET", "/messages", { onBehalfOf: "nobody" }), 404, "ERR_UID_NOT_FOUND");
  });
});
