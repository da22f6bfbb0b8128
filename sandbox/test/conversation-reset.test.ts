import { beforeEach, describe, expect, it } from "vitest";
import { successEnvelope } from "../../lib/schemas/common";
import { conversationListEnvelope } from "../../lib/schemas/conversations";
import { messageListEnvelope } from "../../lib/schemas/messages";
import { expectError, sendText, snapshot } from "./chat-helpers";
import { addGroup, addUsers } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = makeSandbox();
  addUsers(s, "alice", "bob", "carol");
  addGroup(s, "team", { alice: "admin", bob: "participant" });
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
    expectError(
      await s.chat("DELETE", "/groups/team/conversation", { onBehalfOf: "carol", body: {} }),
      403,
      "ERR_CONVERSATION_NOT_ACCESSIBLE",
    );
    expectError(
      await s.chat("DELETE", "/users/carol/conversation", { onBehalfOf: "bob", body: {} }),
      404,
      "ERR_CONVERSATION_NOT_FOUND",
    );
    expectError(
      await s.chat("DELETE", "/users/ghost/conversation", { onBehalfOf: "bob", body: {} }),
      404,
      "ERR_UID_NOT_FOUND",
    );
    expectError(
      await s.chat("DELETE", "/users/alice/conversation", {
        onBehalfOf: "bob",
        body: { conversationWith: "carol" },
      }),
      400,
      "ERR_BAD_REQUEST",
    );
    expectError(
      await s.chat("DELETE", "/users/alice/conversation", {
        onBehalfOf: "bob",
        body: { deleteMessagesPermanently: "yes" },
      }),
      400,
      "ERR_BAD_REQUEST",
    );
    expect((await s.chat("DELETE", "/users/alice/conversation", { body: {} })).status).toBe(400);
    expect(snapshot(s)).toEqual(before);
    expect(state()).toEqual(states);
  });
});
