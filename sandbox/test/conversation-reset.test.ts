import { beforeEach, describe, expect, it } from "vitest";
import { successEnvelope } from "../../lib/schemas/common";
import { conversationArrayEnvelope, conversationListEnvelope } from "../../lib/schemas/conversations";
import { messageListEnvelope } from "../../lib/schemas/messages";
import { expectError, okData } from "./answers";
import { chatWorld, expectRefusals, sendText, snapshot } from "./chat-helpers";
import type { Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = chatWorld([]);
});

const conversationsOf = async (uid: string) =>
  conversationListEnvelope.parse((await s.chat("GET", "/conversations", { onBehalfOf: uid })).json).data;
const messagesOf = async (path: string, as: string) =>
  messageListEnvelope
    .parse((await s.chat("GET", `${path}?limit=100`, { onBehalfOf: as })).json)
    .data.map((m) => m.id);

describe("DELETE …/conversation (published: reset a conversation for a user)", () => {
  it("removes the conversation and its messages so far for that user only, until a new message", async () => {
    const a = await sendText(s, "alice", "bob", "one");
    const b = await sendText(s, "bob", "alice", "two");
    const res = await s.chat("DELETE", "/users/alice/conversation", { onBehalfOf: "bob", body: {} });
    expect(successEnvelope.parse(res.json).data).toEqual({
      success: true,
      message: "The conversation alice_user_bob has been deleted successfully for UID bob.",
    });
    expect((await conversationsOf("bob")).map((c) => c.conversationId)).toEqual([]);
    expect(await messagesOf("/users/alice/messages", "bob")).toEqual([]);
    expectError(
      await s.chat("GET", "/users/alice/conversation", { onBehalfOf: "bob" }),
      404,
      "ERR_CONVERSATION_NOT_FOUND",
    );
    expect(await messagesOf("/users/bob/messages", "alice")).toEqual([a, b]);
    expect((await conversationsOf("alice")).map((c) => c.conversationId)).toEqual(["alice_user_bob"]);

    const c = await sendText(s, "alice", "bob", "three");
    const back = await conversationsOf("bob");
    expect(back.map((x) => [x.conversationId, x.unreadMessageCount])).toEqual([["alice_user_bob", "1"]]);
    expect(await messagesOf("/users/alice/messages", "bob")).toEqual([c]);
    const search = messageListEnvelope.parse((await s.chat("GET", "/messages", { onBehalfOf: "bob" })).json);
    expect(search.data.map((m) => m.id)).toEqual([c]);
  });

  it("deletes the messages for everyone with deleteMessagesPermanently", async () => {
    await sendText(s, "bob", "team", "hi team", true);
    await sendText(s, "alice", "team", "hello", true);
    const res = await s.chat("DELETE", "/groups/team/conversation", {
      onBehalfOf: "bob",
      body: { deleteMessagesPermanently: true },
    });
    expect(res.status).toBe(200);
    expect(await messagesOf("/groups/team/messages", "alice")).toEqual([]);
    expect(await conversationsOf("alice")).toEqual([]);
    expect((s.db.prepare("SELECT count(*) AS n FROM messages").get() as { n: number }).n).toBe(0);
  });

  it("refuses a stranger, an unknown or empty conversation, a wrong conversationWith and bad types, changing nothing", async () => {
    await sendText(s, "alice", "bob", "one");
    await sendText(s, "alice", "team", "hi", true);
    const before = snapshot(s);
    const state = () => s.db.prepare("SELECT * FROM conversation_state ORDER BY conversation_id, uid").all();
    const states = state();
    await expectRefusals(s, [
      [
        "DELETE",
        "/groups/team/conversation",
        { onBehalfOf: "carol", body: {} },
        403,
        "ERR_CONVERSATION_NOT_ACCESSIBLE",
      ],
      [
        "DELETE",
        "/users/carol/conversation",
        { onBehalfOf: "bob", body: {} },
        404,
        "ERR_CONVERSATION_NOT_FOUND",
      ],
      ["DELETE", "/users/ghost/conversation", { onBehalfOf: "bob", body: {} }, 404, "ERR_UID_NOT_FOUND"],
      [
        "DELETE",
        "/users/alice/conversation",
        {
          onBehalfOf: "bob",
          body: { conversationWith: "carol" },
        },
        400,
        "ERR_BAD_REQUEST",
      ],
      [
        "DELETE",
        "/users/alice/conversation",
        {
          onBehalfOf: "bob",
          body: { deleteMessagesPermanently: "yes" },
        },
        400,
        "ERR_BAD_REQUEST",
      ],
    ]);
    expect((await s.chat("DELETE", "/users/alice/conversation", { body: {} })).status).toBe(400);
    expect(snapshot(s)).toEqual(before);
    expect(state()).toEqual(states);
  });
});

describe("PUT …/conversation (published: update a conversation's tags for a user)", () => {
  it("tags a pair's and a group's conversation for onBehalfOf only, answering it in an array", async () => {
    await sendText(s, "alice", "bob", "one");
    await sendText(s, "alice", "team", "hello team", true);
    const pair = await s.chat("PUT", "/users/alice/conversation", {
      onBehalfOf: "bob",
      body: { tags: ["vip", "follow-up"] },
    });
    const [tagged] = okData(pair, conversationArrayEnvelope);
    expect(tagged).toMatchObject({ conversationId: "alice_user_bob", tags: ["vip", "follow-up"] });
    const bobs = await conversationsOf("bob");
    expect(bobs.find((c) => c.conversationId === "alice_user_bob")?.tags).toEqual(["vip", "follow-up"]);
    const alices = await conversationsOf("alice");
    expect(alices.find((c) => c.conversationId === "alice_user_bob")?.tags).toBeUndefined();

    const group = await s.chat("PUT", "/groups/team/conversation", {
      onBehalfOf: "alice",
      body: { tags: ["ops"] },
    });
    expect(conversationArrayEnvelope.parse(group.json).data[0]).toMatchObject({
      conversationId: "group_team",
      tags: ["ops"],
    });
    const cleared = await s.chat("PUT", "/groups/team/conversation", {
      onBehalfOf: "alice",
      body: { tags: [] },
    });
    expect(conversationArrayEnvelope.parse(cleared.json).data[0]?.tags).toBeUndefined();
  });

  it("refuses a missing conversation, a non-member, oneself, bad tags and no onBehalfOf, changing nothing", async () => {
    await sendText(s, "alice", "team", "hello team", true);
    const before = snapshot(s);
    await expectRefusals(s, [
      [
        "PUT",
        "/users/carol/conversation",
        { onBehalfOf: "bob", body: { tags: ["x"] } },
        404,
        "ERR_CONVERSATION_NOT_FOUND",
      ],
      [
        "PUT",
        "/groups/team/conversation",
        { onBehalfOf: "carol", body: { tags: ["x"] } },
        403,
        "ERR_CONVERSATION_NOT_ACCESSIBLE",
      ],
      [
        "PUT",
        "/users/bob/conversation",
        { onBehalfOf: "bob", body: { tags: ["x"] } },
        400,
        "ERR_BAD_REQUEST",
      ],
    ]);
    for (const body of [
      { tags: "x" },
      { tags: [""] },
      { tags: Array.from({ length: 26 }, (_, i) => `t${i}`) },
      { colour: 1 },
    ]) {
      expectError(
        await s.chat("PUT", "/groups/team/conversation", { onBehalfOf: "alice", body }),
        400,
        "ERR_BAD_REQUEST",
      );
    }
    expect((await s.chat("PUT", "/groups/team/conversation", { body: { tags: ["x"] } })).status).toBe(400);
    expect(snapshot(s)).toEqual(before);
  });
});

describe("DELETE /conversations/:conversationId (published, deprecated: delete for all the users)", () => {
  it("deletes a pair's conversation for both users and a group's for every member", async () => {
    await sendText(s, "alice", "bob", "one");
    await sendText(s, "bob", "team", "hello team", true);
    const pair = await s.chat("DELETE", "/conversations/alice_user_bob", { onBehalfOf: "alice" });
    expect(successEnvelope.parse(pair.json).data).toEqual({
      success: true,
      message: "The conversation alice_user_bob has been deleted successfully for all the users.",
    });
    expect(await messagesOf("/users/alice/messages", "bob")).toEqual([]);
    expect(await messagesOf("/users/bob/messages", "alice")).toEqual([]);
    await s.chat("DELETE", "/conversations/group_team", { onBehalfOf: "bob" });
    for (const uid of ["alice", "bob"]) {
      expect((await conversationsOf(uid)).map((c) => c.conversationId)).toEqual([]);
      expect(await messagesOf("/groups/team/messages", uid)).toEqual([]);
    }
    const again = await sendText(s, "alice", "bob", "two");
    expect(await messagesOf("/users/alice/messages", "bob")).toEqual([again]);
  });

  it("refuses a malformed or unknown id and a user outside the conversation, changing nothing", async () => {
    await sendText(s, "alice", "team", "hello team", true);
    const before = snapshot(s);
    await expectRefusals(s, [
      ["DELETE", "/conversations/not-an-id", { onBehalfOf: "alice" }, 400, "ERR_BAD_REQUEST"],
      [
        "DELETE",
        "/conversations/alice_user_carol",
        { onBehalfOf: "alice" },
        404,
        "ERR_CONVERSATION_NOT_FOUND",
      ],
      [
        "DELETE",
        "/conversations/group_team",
        { onBehalfOf: "carol" },
        403,
        "ERR_CONVERSATION_NOT_ACCESSIBLE",
      ],
    ]);
    expect((await s.chat("DELETE", "/conversations/group_team")).status).toBe(400);
    expect(snapshot(s)).toEqual(before);
  });
});
