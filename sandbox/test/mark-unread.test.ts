import { beforeEach, describe, expect, it } from "vitest";
import { successEnvelope } from "../../lib/schemas/common";
import { chatWorld, expectRefusals, sendText } from "./chat-helpers";
import type { Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = chatWorld();
});

const unreadOf = async (path: string, as: string) => {
  const res = await s.chat("GET", path, { onBehalfOf: as });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return Number(res.json.data.unreadMessageCount);
};

describe("DELETE …/conversation/read (published: mark the messages after messageId unread)", () => {
  it("moves a user's read mark back so the later messages count as unread, and answers as published", async () => {
    const first = await sendText(s, "alice", "bob", "one");
    await sendText(s, "alice", "bob", "two");
    const third = await sendText(s, "alice", "bob", "three");
    await s.chat("POST", "/users/alice/conversation/read", { onBehalfOf: "bob", body: { messageId: third } });
    expect(await unreadOf("/users/alice/conversation", "bob")).toBe(0);

    const res = await s.chat("DELETE", "/users/alice/conversation/read", {
      onBehalfOf: "bob",
      body: { messageId: first },
    });
    expect(successEnvelope.parse(res.json).data).toEqual({
      success: true,
      message: `The messages after the message id ${first} from the user alice are marked as unread for the user bob.`,
    });
    expect(await unreadOf("/users/alice/conversation", "bob")).toBe(2);
    await s.chat("DELETE", "/users/alice/conversation/read", {
      onBehalfOf: "bob",
      body: { messageId: third },
    });
    expect(await unreadOf("/users/alice/conversation", "bob")).toBe(2);
  });

  it("does the same for a member of a group", async () => {
    const a = await sendText(s, "alice", "team", "hi all", true);
    const b = await sendText(s, "alice", "team", "again", true);
    await s.chat("POST", "/groups/team/conversation/read", { onBehalfOf: "bob", body: { messageId: b } });
    const res = await s.chat("DELETE", "/groups/team/conversation/read", {
      onBehalfOf: "bob",
      body: { messageId: a },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.message).toContain("from the group team");
    expect(await unreadOf("/groups/team/conversation", "bob")).toBe(1);
  });

  it("refuses a message of another conversation, a non-member, a bad id and a missing onBehalfOf", async () => {
    const other = await sendText(s, "carol", "alice", "elsewhere");
    const mine = await sendText(s, "alice", "bob", "mine");
    await s.chat("POST", "/users/alice/conversation/read", { onBehalfOf: "bob", body: { messageId: mine } });
    const state = () => s.db.prepare("SELECT * FROM conversation_state ORDER BY conversation_id, uid").all();
    const before = state();
    await expectRefusals(s, [
      [
        "DELETE",
        "/users/alice/conversation/read",
        {
          onBehalfOf: "bob",
          body: { messageId: other },
        },
        404,
        "ERR_MESSAGE_ID_NOT_FOUND",
      ],
      [
        "DELETE",
        "/groups/team/conversation/read",
        {
          onBehalfOf: "carol",
          body: { messageId: mine },
        },
        403,
        "ERR_CONVERSATION_NOT_ACCESSIBLE",
      ],
      [
        "DELETE",
        "/users/alice/conversation/read",
        {
          onBehalfOf: "bob",
          body: { messageId: "x" },
        },
        400,
        "ERR_BAD_REQUEST",
      ],
    ]);
    const missing = await s.chat("DELETE", "/users/alice/conversation/read", { body: { messageId: mine } });
    expect(missing.status).toBe(400);
    expect(state()).toEqual(before);
  });
});
