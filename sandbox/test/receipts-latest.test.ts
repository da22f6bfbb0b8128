import { beforeEach, describe, expect, it } from "vitest";
import { successEnvelope } from "../../lib/schemas/common";
import { messageEnvelope } from "../../lib/schemas/messages";
import { chatWorld, seedConversations } from "./chat-helpers";
import { outboxPayloads } from "./fixtures";
import type { Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = chatWorld(["message_read_receipt", "message_delivery_receipt"], "dave");
});

const unread = async (as: string, path: string) =>
  (await s.chat("GET", path, { onBehalfOf: as })).json.data.unreadMessageCount;

// The published files list `messageId` as optional on the read and delivered marks: without it the mark goes up to
// the conversation's latest message.
describe("read and delivered marks without a messageId", () => {
  it("mark a user conversation read up to its latest message, with or without a body", async () => {
    const { ab } = await seedConversations(s);
    const res = await s.chat("POST", "/users/bob/conversation/read", { onBehalfOf: "alice", body: {} });
    expect(successEnvelope.parse(res.json).data.message).toContain(`up to the message ${ab[2]}`);
    expect(await unread("alice", "/users/bob/conversation")).toBe("0");
    const [event] = outboxPayloads(s, "message_read_receipt") as { data: { body: { messageId: string } } }[];
    expect(event?.data.body.messageId).toBe(ab[2]);
    const bare = await s.chat("POST", "/users/alice/conversation/delivered", { onBehalfOf: "bob" });
    expect(bare.status).toBe(200);
    const forAlice = messageEnvelope.parse(
      (await s.chat("GET", `/messages/${ab[1]}`, { onBehalfOf: "alice" })).json,
    );
    expect(forAlice.data.deliveredAt).toBeGreaterThan(0);
  });

  it("mark a group's conversation up to its latest message for a member", async () => {
    const { team } = await seedConversations(s);
    const res = await s.chat("POST", "/groups/team/conversation/read", { onBehalfOf: "alice", body: {} });
    expect(successEnvelope.parse(res.json).data.message).toContain(`up to the message ${team[1]}`);
    expect(await unread("alice", "/groups/team/conversation")).toBe("0");
  });

  it("mark up to the newest message left when the last one was deleted for good", async () => {
    const { ab } = await seedConversations(s);
    const gone = await s.chat("DELETE", `/messages/${ab[2]}`, { body: { permanent: true } });
    expect(gone.status).toBe(200);
    // As when the app's settings leave the last message alone on actions: the row still names the one gone.
    s.db
      .prepare("UPDATE conversations SET last_message_id = ? WHERE conversation_id = 'alice_user_bob'")
      .run(Number(ab[2]));
    const res = await s.chat("POST", "/users/bob/conversation/read", { onBehalfOf: "alice", body: {} });
    // The deletion's own action message is the conversation's newest now.
    const upTo =
      /up to the message (\d+)/.exec(successEnvelope.parse(res.json).data.message ?? "")?.[1] ?? "";
    expect(Number(upTo)).toBeGreaterThan(Number(ab[2]));
    const marked = messageEnvelope.parse(
      (await s.chat("GET", `/messages/${upTo}`, { onBehalfOf: "alice" })).json,
    );
    expect(marked.data.conversationId).toBe("alice_user_bob");
  });

  it("answer a conversation with no message yet as nothing to mark, and fire nothing", async () => {
    const res = await s.chat("POST", "/users/dave/conversation/read", { onBehalfOf: "alice", body: {} });
    expect(successEnvelope.parse(res.json).data.message).toBe(
      "The conversation has no message yet: nothing is marked.",
    );
    expect(outboxPayloads(s, "message_read_receipt")).toEqual([]);
  });

  it("still refuse a messageId that is not a message id, and keep it required to mark unread", async () => {
    await seedConversations(s);
    const bad = await s.chat("POST", "/users/bob/conversation/read", {
      onBehalfOf: "alice",
      body: { messageId: "x" },
    });
    expect([bad.status, bad.json.error?.code]).toEqual([400, "ERR_BAD_REQUEST"]);
    const unreadAll = await s.chat("DELETE", "/users/bob/conversation/read", {
      onBehalfOf: "alice",
      body: {},
    });
    expect([unreadAll.status, unreadAll.json.error?.details?.messageId?.length]).toEqual([400, 1]);
  });
});
