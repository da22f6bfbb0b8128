import { beforeEach, describe, expect, it } from "vitest";
import { parseEvent } from "../../lib/schemas/events";
import { reactedMessageEnvelope, reactionListEnvelope, reactionSchema } from "../../lib/schemas/reactions";
import { expectError, okData } from "./answers";
import { chatWorld, expectRefusals, sendText, snapshot } from "./chat-helpers";
import { addGroup, addUsers, outboxPayloads } from "./fixtures";
import type { Sandbox } from "./harness";

let s: Sandbox;
let id: string;
const T0 = Math.floor(Date.UTC(2026, 10, 1, 12, 0, 0) / 1000);
const THUMBS = "👍";
const enc = encodeURIComponent;

const react = (reaction: string, uid = "bob", messageId = id) =>
  s.chat("POST", `/messages/${messageId}/reactions/${enc(reaction)}`, { onBehalfOf: uid });
const unreact = (reaction: string, uid = "bob", messageId = id) =>
  s.chat("DELETE", `/messages/${messageId}/reactions/${enc(reaction)}`, { onBehalfOf: uid });

beforeEach(async () => {
  s = chatWorld(["message_reaction_added", "message_reaction_removed"]);
  id = await sendText(s, "alice", "bob", "react to me");
});

describe("POST /messages/:id/reactions/:reaction", () => {
  it("adds a URL-encoded emoji, answers the message with counts and fires message_reaction_added", async () => {
    s.advance(4000);
    const res = await react(THUMBS);
    const msg = okData(res, reactedMessageEnvelope);
    expect(msg.id).toBe(id);
    expect(msg.updatedAt).toBe(T0 + 4);
    expect(msg.data.reactions).toEqual([{ reaction: THUMBS, count: 1, reactedByMe: true }]);
    expect(msg.data.text).toBe("react to me");
    await react(THUMBS, "alice");
    const third = await react(":heart:", "alice");
    expect(third.json.data.data.reactions).toEqual([
      { reaction: THUMBS, count: 2, reactedByMe: true },
      { reaction: ":heart:", count: 1, reactedByMe: true },
    ]);
    const [event] = outboxPayloads(s, "message_reaction_added");
    const parsed = parseEvent(event);
    const reaction = reactionSchema.parse((parsed.data as { reaction: unknown }).reaction);
    expect(reaction).toMatchObject({ messageId: id, reaction: THUMBS, uid: "bob", reactedAt: T0 + 4 });
    expect(reaction.id).toMatch(/^\d+$/);
    expect(reaction.reactedBy).toMatchObject({ uid: "bob", name: "User bob" });
    expect(outboxPayloads(s, "message_reaction_added")).toHaveLength(3);
    const got = await s.chat("GET", `/messages/${id}`);
    expect(got.json.data.data.reactions).toEqual([
      { reaction: THUMBS, count: 2 },
      { reaction: ":heart:", count: 1 },
    ]);
  });

  it("accepts 45 characters, refuses 46 and a duplicate, and changes nothing when refused", async () => {
    expect((await react("a".repeat(45))).status).toBe(200);
    expect((await react("👍".repeat(45))).status).toBe(200);
    const before = snapshot(s);
    const error = expectError(await react("a".repeat(46)), 400, "ERR_BAD_REQUEST");
    expect(error.details).toHaveProperty("reaction");
    expectError(await react("👍".repeat(46)), 400, "ERR_BAD_REQUEST");
    expectError(await react(" x"), 400, "ERR_BAD_REQUEST");
    expectError(await react("a".repeat(45)), 409, "ERR_REACTION_ALREADY_EXISTS");
    expect(snapshot(s)).toEqual(before);
  });

  it("allows 25 distinct reactions, refuses a 26th, still counts more users on an existing one", async () => {
    for (let i = 0; i < 25; i++) expect((await react(`:r${i}:`)).status).toBe(200);
    const before = snapshot(s);
    const error = expectError(await react(":r25:"), 400, "ERR_BAD_REQUEST");
    expect(error.details?.reaction?.[0]).toContain("25");
    expectError(await react(":r25:", "alice"), 400, "ERR_BAD_REQUEST");
    expect(snapshot(s)).toEqual(before);
    const more = await react(":r3:", "alice");
    expect(more.json.data.data.reactions).toHaveLength(25);
    expect(more.json.data.data.reactions[3]).toEqual({ reaction: ":r3:", count: 2, reactedByMe: true });
  });

  it("answers the documented errors and changes nothing", async () => {
    const groupMsg = await sendText(s, "alice", "team", "group", true);
    const deletedId = await sendText(s, "alice", "bob", "bye");
    expect((await s.chat("DELETE", `/messages/${deletedId}`)).status).toBe(200);
    const before = snapshot(s);
    expectError(await s.chat("POST", `/messages/${id}/reactions/x`), 400, "ERR_BAD_REQUEST");
    expectError(await react("x", "ghost"), 404, "ERR_UID_NOT_FOUND");
    expectError(await react("x", "carol"), 403, "ERR_CONVERSATION_NOT_ACCESSIBLE");
    expectError(await react("x", "carol", groupMsg), 403, "ERR_CONVERSATION_NOT_ACCESSIBLE");
    expectError(await react("x", "bob", "999999"), 404, "ERR_MESSAGE_ID_NOT_FOUND");
    expectError(await react("x", "bob", "abc"), 404, "ERR_MESSAGE_ID_NOT_FOUND");
    expectError(await react("x", "bob", deletedId), 400, "ERR_MESSAGE_ALREADY_DELETED");
    const key = { onBehalfOf: "bob" };
    expectError(
      await s.chat("POST", `/messages/${id}/reactions/x`, { ...key, apikey: s.authKey }),
      403,
      "AUTH_ERR_NO_ACCESS",
    );
    expectError(
      await s.chat("POST", `/messages/${id}/reactions/x`, { ...key, apikey: null }),
      401,
      "AUTH_ERR_EMPTY_APIKEY",
    );
    expectError(
      await s.raw("POST", `/eu/testapp/api/v3/messages/${id}/reactions/x`, key),
      401,
      "AUTH_ERR_INVALID_APPID",
    );
    expect(snapshot(s)).toEqual(before);
    expect((await react("x", "bob", groupMsg)).status).toBe(200);
  });
});

describe("DELETE /messages/:id/reactions/:reaction", () => {
  it("removes the caller's reaction, answers the counts and fires message_reaction_removed", async () => {
    await react(THUMBS);
    await react(THUMBS, "alice");
    s.advance(1000);
    const res = await unreact(THUMBS);
    const msg = reactedMessageEnvelope.parse(res.json).data;
    expect(msg.data.reactions).toEqual([{ reaction: THUMBS, count: 1, reactedByMe: false }]);
    const [event] = outboxPayloads(s, "message_reaction_removed");
    const parsed = parseEvent(event).data as { reaction: unknown };
    expect(reactionSchema.parse(parsed.reaction)).toMatchObject({
      uid: "bob",
      reaction: THUMBS,
      reactedAt: T0,
    });
    const last = await unreact(THUMBS, "alice");
    expect(last.json.data.data.reactions).toEqual([]);
    expect((await s.chat("GET", `/messages/${id}`)).json.data.data.reactions).toBeUndefined();
  });

  it("answers 404 ERR_REACTION_NOT_FOUND for a reaction the caller has not made, changing nothing", async () => {
    await react(THUMBS, "alice");
    const before = snapshot(s);
    expectError(await unreact(THUMBS), 404, "ERR_REACTION_NOT_FOUND");
    expectError(await unreact(":nope:", "alice"), 404, "ERR_REACTION_NOT_FOUND");
    expectError(await s.chat("DELETE", `/messages/${id}/reactions/x`), 400, "ERR_BAD_REQUEST");
    expectError(await unreact("a".repeat(46)), 400, "ERR_BAD_REQUEST");
    expectError(await unreact(THUMBS, "bob", "777777"), 404, "ERR_MESSAGE_ID_NOT_FOUND");
    expect(snapshot(s)).toEqual(before);
  });
});

describe("GET /messages/:id/reactions", () => {
  async function twentyFive() {
    const ids: string[] = [];
    const uids = Array.from({ length: 25 }, (_, i) => `u${i}`);
    addUsers(s, ...uids);
    addGroup(s, "big", Object.fromEntries(uids.map((u) => [u, "participant" as const])));
    id = await sendText(s, "u0", "big", "popular", true);
    for (let i = 0; i < 25; i++) {
      const res = await react(i % 2 ? ":b:" : ":a:", `u${i}`);
      expect(res.status).toBe(200);
      s.advance(1000);
    }
    const rows = s.db.prepare("SELECT id FROM reactions ORDER BY id").all() as { id: number }[];
    for (const r of rows) ids.push(String(r.id));
    return ids;
  }
  const list = (q: string, path = "") => s.chat("GET", `/messages/${id}/reactions${path}${q}`);

  it("pages 25 reactions forward with append and back with prepend, newest last, with exact ids", async () => {
    const ids = await twentyFive();
    const p1 = reactionListEnvelope.parse((await list("")).json);
    expect(p1.data.map((r) => r.id)).toEqual(ids.slice(0, 10));
    expect(p1.meta).toEqual({ current: { limit: 10, count: 10 }, next: { affix: "append", id: ids[9] } });
    expect(p1.data[0]).toMatchObject({
      messageId: id,
      reaction: ":a:",
      uid: "u0",
      reactedAt: T0,
      reactedBy: { uid: "u0" },
    });
    const p2 = reactionListEnvelope.parse((await list(`?affix=append&id=${ids[9]}`)).json);
    expect(p2.data.map((r) => r.id)).toEqual(ids.slice(10, 20));
    expect(p2.meta.next).toEqual({ affix: "append", id: ids[19] });
    const p3 = reactionListEnvelope.parse((await list(`?affix=append&id=${ids[19]}`)).json);
    expect(p3.data.map((r) => r.id)).toEqual(ids.slice(20, 25));
    expect(p3.meta).toEqual({ current: { limit: 10, count: 5 } });
    const back = reactionListEnvelope.parse((await list(`?affix=prepend&id=${ids[20]}&limit=7`)).json);
    expect(back.data.map((r) => r.id)).toEqual(ids.slice(13, 20));
    expect(back.meta.next).toEqual({ affix: "prepend", id: ids[13] });
    const start = reactionListEnvelope.parse((await list(`?affix=prepend&id=${ids[5]}&limit=7`)).json);
    expect(start.data.map((r) => r.id)).toEqual(ids.slice(0, 5));
    expect(start.meta.next).toBeUndefined();
    const all = reactionListEnvelope.parse((await list("?limit=100")).json);
    expect(all.data).toHaveLength(25);
    expect(all.meta).toEqual({ current: { limit: 100, count: 25 } });
  });

  it("filters by one reaction and pages within it", async () => {
    const ids = await twentyFive();
    const aIds = ids.filter((_, i) => i % 2 === 0);
    const p1 = reactionListEnvelope.parse((await list("?limit=10", `/${enc(":a:")}`)).json);
    expect(p1.data.map((r) => r.id)).toEqual(aIds.slice(0, 10));
    expect(p1.meta.next).toEqual({ affix: "append", id: aIds[9] });
    const p2 = reactionListEnvelope.parse((await list(`?affix=append&id=${aIds[9]}`, `/${enc(":a:")}`)).json);
    expect(p2.data.map((r) => r.id)).toEqual(aIds.slice(10));
    expect(p2.meta.next).toBeUndefined();
    const none = reactionListEnvelope.parse((await list("", `/${enc(THUMBS)}`)).json);
    expect(none).toEqual({ data: [], meta: { current: { limit: 10, count: 0 } } });
  });

  const badQueries = ["?limit=0", "?limit=101", "?limit=ten", "?affix=up", "?id=x9"];
  for (const q of badQueries) {
    it(`answers 400 ERR_BAD_REQUEST for ${q}`, async () => {
      expectError(await list(q), 400, "ERR_BAD_REQUEST");
    });
  }

  it("answers the documented errors for unknown messages, outsiders and keys", async () => {
    await expectRefusals(s, [
      ["GET", "/messages/123456/reactions", undefined, 404, "ERR_MESSAGE_ID_NOT_FOUND"],
      ["GET", `/messages/${id}/reactions`, { onBehalfOf: "carol" }, 403, "ERR_CONVERSATION_NOT_ACCESSIBLE"],
      ["GET", `/messages/${id}/reactions`, { onBehalfOf: "ghost" }, 404, "ERR_UID_NOT_FOUND"],
      ["GET", `/messages/${id}/reactions/${"z".repeat(46)}`, undefined, 400, "ERR_BAD_REQUEST"],
      ["GET", `/messages/${id}/reactions`, { apikey: s.authKey }, 403, "AUTH_ERR_NO_ACCESS"],
      ["GET", `/messages/${id}/reactions`, { apikey: null }, 401, "AUTH_ERR_EMPTY_APIKEY"],
    ]);
    expectError(
      await s.raw("GET", `/in/testapp/api/v3/messages/${id}/reactions`),
      401,
      "AUTH_ERR_INVALID_APPID",
    );
    const ok = await s.chat("GET", `/messages/${id}/reactions`, { onBehalfOf: "bob" });
    expect(reactionListEnvelope.parse(ok.json).data).toEqual([]);
  });
});
