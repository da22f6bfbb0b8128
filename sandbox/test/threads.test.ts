import { beforeEach, describe, expect, it } from "vitest";
import { parseEvent } from "../../lib/schemas/events";
import { messageEnvelope, messageListEnvelope } from "../../lib/schemas/messages";
import { expectError, okBody, okData } from "./answers";
import { chatWorld, sendText, snapshot } from "./chat-helpers";
import { outboxPayloads } from "./fixtures";
import type { Sandbox } from "./harness";

let s: Sandbox;
let parent: string;

beforeEach(async () => {
  s = chatWorld(["message_sent"]);
  parent = await sendText(s, "alice", "team", "kick-off", true);
});

const reply = (as: string, text: string, over: Record<string, unknown> = {}, id = parent) =>
  s.chat("POST", `/messages/${id}/thread`, {
    onBehalfOf: as,
    body: {
      receiver: "team",
      receiverType: "group",
      category: "message",
      type: "text",
      data: { text },
      ...over,
    },
  });
const thread = async (qs = "", as?: string, id = parent) => {
  const res = await s.chat("GET", `/messages/${id}/thread${qs}`, { onBehalfOf: as });
  return okBody(res, messageListEnvelope);
};

describe("threads (published POST/GET /messages/{id}/thread)", () => {
  it("replies in a thread with parentId and fires message_sent", async () => {
    const res = await reply("bob", "on it");
    const msg = okData(res, messageEnvelope);
    expect(msg).toMatchObject({
      parentId: parent,
      sender: "bob",
      receiver: "team",
      conversationId: "group_team",
    });
    const events = outboxPayloads(s, "message_sent").map((e) => parseEvent(e).data);
    expect(events.at(-1)).toMatchObject({ message: { id: msg.id, parentId: parent } });
  });

  it("lists the replies oldest first with a cursor, and perPage as the page size", async () => {
    const ids: string[] = [];
    for (const t of ["one", "two", "three"])
      ids.push(messageEnvelope.parse((await reply("bob", t)).json).data.id);
    await sendText(s, "bob", "team", "not in the thread", true);
    const newest = await thread("?perPage=2");
    expect(newest.data.map((m) => m.id)).toEqual(ids.slice(1));
    expect(newest.meta.next).toMatchObject({ affix: "prepend", id: ids[1] });
    const older = await thread(`?limit=2&affix=prepend&id=${ids[1]}`);
    expect(older.data.map((m) => m.id)).toEqual([ids[0]]);
    expect(older.meta.next).toBeUndefined();
    expect((await thread("", "bob")).data).toHaveLength(3);
  });

  it("keeps replies in the conversation's list unless hideReplies is asked", async () => {
    const r = messageEnvelope.parse((await reply("bob", "a reply")).json).data.id;
    const all = messageListEnvelope.parse((await s.chat("GET", "/groups/team/messages?limit=50")).json).data;
    expect(all.map((m) => m.id)).toContain(r);
    const top = messageListEnvelope.parse(
      (await s.chat("GET", "/groups/team/messages?limit=50&hideReplies=true")).json,
    );
    expect(top.data.map((m) => m.id)).not.toContain(r);
    const search = messageListEnvelope.parse(
      (await s.chat("GET", "/messages?hideReplies=true&sender=bob")).json,
    );
    expect(search.data.map((m) => m.id)).not.toContain(r);
  });

  it("gives a thread's parent its replyCount in lists, search and the message itself", async () => {
    await reply("bob", "one");
    await reply("alice", "two");
    const lone = await sendText(s, "bob", "team", "nobody answers", true);
    const list = messageListEnvelope.parse((await s.chat("GET", "/groups/team/messages?limit=50")).json).data;
    const byId = new Map(list.map((m) => [m.id, m]));
    expect(byId.get(parent)?.replyCount).toBe(2);
    // Neither a message without replies nor a reply carries one.
    expect(byId.get(lone)).not.toHaveProperty("replyCount");
    expect(list.filter((m) => m.parentId).every((m) => m.replyCount === undefined)).toBe(true);
    const one = messageEnvelope.parse((await s.chat("GET", `/messages/${parent}`)).json).data;
    expect(one.replyCount).toBe(2);
    const found = messageListEnvelope.parse((await s.chat("GET", "/messages?searchKey=kick-off")).json);
    expect(found.data.map((m) => [m.id, m.replyCount])).toEqual([[parent, 2]]);
  });

  it("finds thread parents with [ours] hasReplies, and the rest with hasReplies=false", async () => {
    await reply("bob", "one");
    const lone = await sendText(s, "bob", "team", "nobody answers", true);
    const ids = async (qs: string) =>
      messageListEnvelope
        .parse((await s.chat("GET", `/messages?category=message&limit=100${qs}`)).json)
        .data.map((m) => m.id);
    expect(await ids("&hasReplies=true")).toEqual([parent]);
    const without = await ids("&hasReplies=false");
    expect(without).toContain(lone);
    expect(without).not.toContain(parent);
    expect(await ids("&hasReplies=true&conversationId=group_team&sender=alice")).toEqual([parent]);
    expect(await ids("&hasReplies=true&sender=bob")).toEqual([]);
    expectError(await s.chat("GET", "/messages?hasReplies=maybe"), 400, "ERR_BAD_REQUEST");
  });

  it("refuses a reply that is not a participant's, goes elsewhere, nests, or follows an action, and stores nothing", async () => {
    const r = messageEnvelope.parse((await reply("bob", "first")).json).data.id;
    const other = await sendText(s, "alice", "bob", "direct");
    const before = snapshot(s);
    expectError(await reply("carol", "let me in"), 403, "ERR_CONVERSATION_NOT_ACCESSIBLE");
    expectError(
      await reply("bob", "wrong place", { receiver: "alice", receiverType: "user" }),
      400,
      "ERR_BAD_REQUEST",
    );
    expectError(await reply("bob", "nested", {}, r), 400, "ERR_BAD_REQUEST");
    expectError(
      await reply("bob", "many", { multipleReceivers: { guids: ["team"] } }),
      400,
      "ERR_BAD_REQUEST",
    );
    expectError(await reply("bob", "", {}), 400, "ERR_BAD_REQUEST");
    expectError(await reply("bob", "x", {}, "999999"), 404, "ERR_MESSAGE_ID_NOT_FOUND");
    const missingActor = await s.chat("POST", `/messages/${parent}/thread`, {
      body: { receiver: "team", receiverType: "group", data: { text: "x" } },
    });
    expect(missingActor.status).toBe(400);
    await s.chat("DELETE", `/messages/${other}`);
    expect(snapshot(s)).not.toEqual(before);
    const afterDelete = snapshot(s);
    expectError(
      await s.chat("POST", `/messages/${other}/thread`, {
        onBehalfOf: "bob",
        body: { receiver: "alice", receiverType: "user", data: { text: "to a deleted one" } },
      }),
      400,
      "ERR_BAD_REQUEST",
    );
    expect(snapshot(s)).toEqual(afterDelete);
  });

  it("reads a thread only as a participant", async () => {
    expectError(
      await s.chat("GET", `/messages/${parent}/thread`, { onBehalfOf: "carol" }),
      403,
      "ERR_CONVERSATION_NOT_ACCESSIBLE",
    );
    expectError(await s.chat("GET", `/messages/${parent}/thread?perPage=0`), 400, "ERR_BAD_REQUEST");
  });
});
