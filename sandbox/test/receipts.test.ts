import { beforeEach, describe, expect, it } from "vitest";
import { successEnvelope } from "../../lib/schemas/common";
import { parseEvent } from "../../lib/schemas/events";
import { messageEnvelope } from "../../lib/schemas/messages";
import { expectError } from "./answers";
import { chatWorld, seedConversations, snapshot, T0 } from "./chat-helpers";
import { outboxPayloads } from "./fixtures";
import type { Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = chatWorld(["message_read_receipt", "message_delivery_receipt"], "dave");
});

const seed = () => seedConversations(s);

describe("read and delivered receipts", () => {
  it("marks a user conversation read, lowers the unread count and fires message_read_receipt", async () => {
    const { ab } = await seed();
    s.advance(10_000);
    const res = await s.chat("POST", "/users/bob/conversation/read", {
      onBehalfOf: "alice",
      body: { messageId: ab[0] },
    });
    expect(successEnvelope.parse(res.json).data.success).toBe(true);
    const conv = await s.chat("GET", "/users/bob/conversation", { onBehalfOf: "alice" });
    expect(conv.json.data.unreadMessageCount).toBe("1");
    const [event] = outboxPayloads(s, "message_read_receipt");
    const parsed = parseEvent(event);
    expect(parsed.data).toEqual({
      receiver: "bob",
      receiverType: "user",
      type: "receipts",
      sender: "alice",
      messageSender: "bob",
      body: {
        action: "read",
        messageId: ab[0],
        user: expect.objectContaining({
          uid: "alice",
          hasBlockedMe: false,
          blockedByMe: false,
          deactivatedAt: 0,
        }),
        timestamp: T0 + 12,
      },
    });
    const forBob = messageEnvelope.parse(
      (await s.chat("GET", `/messages/${ab[0]}`, { onBehalfOf: "bob" })).json,
    );
    expect(forBob.data).toMatchObject({ readAt: T0 + 12, deliveredAt: T0 + 12 });
    const again = snapshot(s);
    expect(
      (
        await s.chat("POST", "/users/bob/conversation/read", {
          onBehalfOf: "alice",
          body: { messageId: Number(ab[0]) },
        })
      ).status,
    ).toBe(200);
    expect(snapshot(s)).toEqual(again);
    await s.chat("POST", "/users/bob/conversation/read", { onBehalfOf: "alice", body: { messageId: ab[2] } });
    expect(
      (await s.chat("GET", "/users/bob/conversation", { onBehalfOf: "alice" })).json.data.unreadMessageCount,
    ).toBe("0");
    expect(outboxPayloads(s, "message_read_receipt")).toHaveLength(2);
  });

  it("marks delivered without reading and reports the block flags", async () => {
    const { ab } = await seed();
    s.db
      .prepare(
        "INSERT INTO blocked_users (app_id, uid, blocked_uid, created_at) VALUES ('testapp', 'bob', 'alice', ?)",
      )
      .run(T0);
    const res = await s.chat("POST", "/users/bob/conversation/delivered", {
      onBehalfOf: "alice",
      body: { messageId: ab[2] },
    });
    expect(res.status).toBe(200);
    const [event] = outboxPayloads(s, "message_delivery_receipt");
    const data = parseEvent(event).data as { body: { action: string; user: Record<string, unknown> } };
    expect(data.body.action).toBe("delivered");
    expect(data.body.user).toMatchObject({ hasBlockedMe: false, blockedByMe: true });
    expect(
      (await s.chat("GET", "/users/bob/conversation", { onBehalfOf: "alice" })).json.data.unreadMessageCount,
    ).toBe("2");
    const forBob = messageEnvelope.parse(
      (await s.chat("GET", `/messages/${ab[2]}`, { onBehalfOf: "bob" })).json,
    );
    expect(forBob.data.deliveredAt).toBe(T0 + 2);
    expect(forBob.data.readAt).toBeUndefined();
    expect(outboxPayloads(s, "message_read_receipt")).toHaveLength(0);
  });

  it("marks a group conversation for a member and fires receipts addressed to the group", async () => {
    const { team } = await seed();
    await s.chat("POST", "/groups/team/conversation/delivered", {
      onBehalfOf: "alice",
      body: { messageId: team[0] },
    });
    await s.chat("POST", "/groups/team/conversation/read", {
      onBehalfOf: "alice",
      body: { messageId: team[1] },
    });
    const read = parseEvent(outboxPayloads(s, "message_read_receipt")[0]).data;
    expect(read).toMatchObject({
      receiver: "team",
      receiverType: "group",
      sender: "alice",
      messageSender: "bob",
    });
    const delivered = parseEvent(outboxPayloads(s, "message_delivery_receipt")[0]).data;
    expect(delivered).toMatchObject({ receiver: "team", body: { action: "delivered", messageId: team[0] } });
    expect(
      (await s.chat("GET", "/groups/team/conversation", { onBehalfOf: "alice" })).json.data
        .unreadMessageCount,
    ).toBe("0");
    const detail = messageEnvelope.parse((await s.chat("GET", `/messages/${team[1]}`)).json);
    expect(detail.data.receipts?.data).toEqual([["alice", T0 + 2, T0 + 2]]);
  });

  it("answers the documented errors and changes nothing", async () => {
    const { ab, team } = await seed();
    const before = snapshot(s);
    const read = (path: string, body: unknown, uid = "alice") =>
      s.chat("POST", path, { onBehalfOf: uid, body });
    expectError(
      await read("/users/bob/conversation/read", { messageId: team[0] }),
      404,
      "ERR_MESSAGE_ID_NOT_FOUND",
    );
    expectError(
      await read("/users/bob/conversation/read", { messageId: "99999" }),
      404,
      "ERR_MESSAGE_ID_NOT_FOUND",
    );
    expectError(await read("/users/bob/conversation/read", { messageId: "abc" }), 400, "ERR_BAD_REQUEST");
    expectError(await read("/users/bob/conversation/read", { messageId: -2 }), 400, "ERR_BAD_REQUEST");
    expectError(
      await s.chat("POST", "/users/bob/conversation/read", { onBehalfOf: "alice", rawBody: "{x" }),
      400,
      "ERR_BAD_REQUEST",
    );
    const anonymous = await s.chat("POST", "/users/bob/conversation/read", { body: { messageId: ab[0] } });
    expect(expectError(anonymous, 400, "ERR_BAD_REQUEST").details).toHaveProperty("onBehalfOf");
    expectError(
      await read("/users/bob/conversation/read", { messageId: ab[0] }, "ghost"),
      404,
      "ERR_UID_NOT_FOUND",
    );
    expectError(
      await read("/users/nobody/conversation/delivered", { messageId: ab[0] }),
      404,
      "ERR_UID_NOT_FOUND",
    );
    expectError(await read("/users/alice/conversation/read", { messageId: ab[0] }), 400, "ERR_BAD_REQUEST");
    expectError(
      await read("/users/bob/conversation/read", { messageId: ab[0] }, "carol"),
      404,
      "ERR_MESSAGE_ID_NOT_FOUND",
    );
    expectError(
      await read("/groups/team/conversation/read", { messageId: team[0] }, "carol"),
      403,
      "ERR_CONVERSATION_NOT_ACCESSIBLE",
    );
    expectError(
      await read("/groups/team/conversation/read", { messageId: ab[0] }),
      404,
      "ERR_MESSAGE_ID_NOT_FOUND",
    );
    expectError(
      await read("/groups/nogroup/conversation/delivered", { messageId: team[0] }),
      404,
      "ERR_GUID_NOT_FOUND",
    );
    const key = { onBehalfOf: "alice", body: { messageId: ab[0] } };
    expectError(
      await s.chat("POST", "/users/bob/conversation/read", { ...key, apikey: s.authKey }),
      403,
      "AUTH_ERR_NO_ACCESS",
    );
    expectError(
      await s.chat("POST", "/users/bob/conversation/read", { ...key, apikey: null }),
      401,
      "AUTH_ERR_EMPTY_APIKEY",
    );
    expectError(
      await s.raw("POST", "/eu/testapp/api/v3/users/bob/conversation/read", key),
      401,
      "AUTH_ERR_INVALID_APPID",
    );
    expect(snapshot(s)).toEqual(before);
  });
});
