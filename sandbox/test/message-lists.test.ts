import { beforeEach, describe, expect, it } from "vitest";
import { messageListEnvelope } from "../../lib/schemas/messages";
import { expectError } from "./answers";
import { chatWorld, expectRefusals, sendText, T0 } from "./chat-helpers";
import type { Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = chatWorld(["message_sent", "message_edited", "message_deleted"]);
});

describe("message lists", () => {
  async function thirty() {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(await sendText(s, i % 2 ? "bob" : "alice", i % 2 ? "alice" : "bob", `m${i}`));
      if (i % 3 === 0) await sendText(s, "carol", "alice", `noise${i}`);
      s.advance(1000);
    }
    return ids;
  }
  const list = (q: string, viewer = "alice", who = "bob") =>
    s.chat("GET", `/users/${who}/messages${q}`, { onBehalfOf: viewer });

  it("pages back from the newest with prepend and forward again with append, with exact ids", async () => {
    const ids = await thirty();
    const first = messageListEnvelope.parse((await list("?limit=10")).json);
    expect(first.data.map((m) => m.id)).toEqual(ids.slice(20, 30));
    expect(first.meta).toEqual({
      current: { limit: 10, count: 10 },
      next: { affix: "prepend", id: ids[20], sentAt: T0 + 20 },
    });
    const second = messageListEnvelope.parse((await list(`?limit=10&affix=prepend&id=${ids[20]}`)).json);
    expect(second.data.map((m) => m.id)).toEqual(ids.slice(10, 20));
    expect(second.meta.next).toEqual({ affix: "prepend", id: ids[10], sentAt: T0 + 10 });
    const third = messageListEnvelope.parse((await list(`?limit=10&affix=prepend&id=${ids[10]}`)).json);
    expect(third.data.map((m) => m.id)).toEqual(ids.slice(0, 10));
    expect(third.meta).toEqual({ current: { limit: 10, count: 10 } });
    const forward = messageListEnvelope.parse((await list(`?limit=12&affix=append&id=${ids[0]}`)).json);
    expect(forward.data.map((m) => m.id)).toEqual(ids.slice(1, 13));
    expect(forward.meta.next).toEqual({ affix: "append", id: ids[12], sentAt: T0 + 12 });
    const tail = messageListEnvelope.parse((await list(`?limit=20&affix=append&id=${ids[12]}`)).json);
    expect(tail.data.map((m) => m.id)).toEqual(ids.slice(13, 30));
    expect(tail.meta).toEqual({ current: { limit: 20, count: 17 } });
  });

  it("defaults to 10, reads from the start with append and seeks by sentAt", async () => {
    const ids = await thirty();
    const byDefault = messageListEnvelope.parse((await list("")).json);
    expect(byDefault.data.map((m) => m.id)).toEqual(ids.slice(20));
    const oldest = messageListEnvelope.parse((await list("?affix=append&limit=5")).json);
    expect(oldest.data.map((m) => m.id)).toEqual(ids.slice(0, 5));
    expect(oldest.meta.next).toEqual({ affix: "append", id: ids[4], sentAt: T0 + 4 });
    const since = messageListEnvelope.parse((await list(`?affix=append&sentAt=${T0 + 25}`)).json);
    expect(since.data.map((m) => m.id)).toEqual(ids.slice(25));
    expect(since.meta.next).toBeUndefined();
    const before = messageListEnvelope.parse((await list(`?affix=prepend&limit=3&sentAt=${T0 + 25}`)).json);
    expect(before.data.map((m) => m.id)).toEqual(ids.slice(22, 25));
    const bob = messageListEnvelope.parse((await list("?limit=1000", "bob", "alice")).json);
    expect(bob.data).toHaveLength(30);
    expect(bob.meta).toEqual({ current: { limit: 1000, count: 30 } });
  });

  it("lists a group's messages for a member or for the app, with reactions and read times", async () => {
    const a = await sendText(s, "alice", "team", "one", true);
    const b = await sendText(s, "bob", "team", "two", true);
    await s.chat("POST", `/messages/${a}/reactions/:smile:`, { onBehalfOf: "bob" });
    await s.chat("POST", "/groups/team/conversation/read", { onBehalfOf: "bob", body: { messageId: a } });
    const forBob = messageListEnvelope.parse(
      (await s.chat("GET", "/groups/team/messages", { onBehalfOf: "bob" })).json,
    );
    expect(forBob.data.map((m) => m.id)).toEqual([a, b]);
    expect(forBob.data[0]?.data.reactions).toEqual([{ reaction: ":smile:", count: 1, reactedByMe: true }]);
    expect(forBob.data[0]?.readAt).toBe(T0);
    expect(forBob.data[1]?.readAt).toBeUndefined();
    const forApp = messageListEnvelope.parse((await s.chat("GET", "/groups/team/messages")).json);
    expect(forApp.data).toHaveLength(2);
    const empty = messageListEnvelope.parse((await list("", "carol", "bob")).json);
    expect(empty).toEqual({ data: [], meta: { current: { limit: 10, count: 0 } } });
  });

  const badQueries = [
    "?limit=0",
    "?limit=1001",
    "?limit=abc",
    "?affix=sideways",
    "?id=abc",
    "?id=-3",
    "?sentAt=soon",
  ];
  for (const q of badQueries) {
    it(`answers 400 ERR_BAD_REQUEST for ${q}`, async () => {
      expectError(await list(q), 400, "ERR_BAD_REQUEST");
    });
  }

  it("answers the documented errors for bad viewers, ids and keys", async () => {
    await sendText(s, "alice", "team", "x", true);
    expectError(await s.chat("GET", "/users/bob/messages"), 400, "ERR_BAD_REQUEST");
    expectError(await list("", "alice", "nobody"), 404, "ERR_UID_NOT_FOUND");
    expectError(await list("", "ghost", "bob"), 404, "ERR_UID_NOT_FOUND");
    expectError(await list("", "bob", "bob"), 400, "ERR_BAD_REQUEST");
    await expectRefusals(s, [
      ["GET", "/groups/team/messages", { onBehalfOf: "carol" }, 403, "ERR_CONVERSATION_NOT_ACCESSIBLE"],
      ["GET", "/groups/nogroup/messages", undefined, 404, "ERR_GUID_NOT_FOUND"],
      ["GET", "/groups/team/messages", { apikey: s.authKey }, 403, "AUTH_ERR_NO_ACCESS"],
      ["GET", "/groups/team/messages", { apikey: null }, 401, "AUTH_ERR_EMPTY_APIKEY"],
    ]);
    expectError(await s.raw("GET", "/eu/testapp/api/v3/groups/team/messages"), 401, "AUTH_ERR_INVALID_APPID");
  });
});
