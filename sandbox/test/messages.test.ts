import { beforeEach, describe, expect, it } from "vitest";
import { parseEvent } from "../../lib/schemas/events";
import { messageEnvelope } from "../../lib/schemas/messages";
import { markReceipt } from "../src/core/conversation-state";
import { sendMessage } from "../src/core/message-actions";
import { addReaction } from "../src/core/reactions";
import { expectError, okData } from "./answers";
import { chatWorld, expectRefusals, sendText, snapshot, T0 } from "./chat-helpers";
import { outboxPayloads } from "./fixtures";
import type { Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = chatWorld(["message_sent", "message_edited", "message_deleted"]);
});

describe("POST /messages", () => {
  it("sends a text message between users with entities and fires message_sent", async () => {
    const res = await s.chat("POST", "/messages", {
      onBehalfOf: "Alice",
      body: {
        receiver: "BOB",
        receiverType: "user",
        category: "message",
        type: "text",
        data: { text: "hello", metadata: { k: 1 } },
        tags: ["t1"],
        muid: "m-1",
      },
    });
    const msg = okData(res, messageEnvelope);
    expect(msg).toMatchObject({
      conversationId: "alice_user_bob",
      sender: "alice",
      receiver: "bob",
      receiverType: "user",
      category: "message",
      type: "text",
      sentAt: T0,
      updatedAt: T0,
      tags: ["t1"],
      muid: "m-1",
    });
    expect(msg.id).toMatch(/^\d+$/);
    expect(msg.data.text).toBe("hello");
    expect(msg.data.metadata).toEqual({ k: 1 });
    expect(msg.data.entities?.sender).toMatchObject({ entityType: "user", entity: { uid: "alice" } });
    expect(msg.data.entities?.receiver).toMatchObject({ entityType: "user", entity: { uid: "bob" } });
    const [event] = outboxPayloads(s, "message_sent");
    const parsed = parseEvent(event);
    expect(parsed.trigger).toBe("message_sent");
    expect(parsed.data).toEqual({ message: res.json.data });
    expect(event).toMatchObject({ appId: "testapp", region: "us", webhook: "hook" });
  });

  it("uses app_system as the sender without onBehalfOf and sorts the pair in the conversation id", async () => {
    const res = await s.chat("POST", "/messages", {
      body: { receiver: "bob", receiverType: "user", data: { text: "from the app" } },
    });
    const msg = messageEnvelope.parse(res.json).data;
    expect(msg.sender).toBe("app_system");
    expect(msg.conversationId).toBe("app_system_user_bob");
    const reply = await s.chat("POST", "/messages", {
      onBehalfOf: "bob",
      body: { receiver: "alice", receiverType: "user", data: { text: "x" } },
    });
    expect(reply.json.data.conversationId).toBe("alice_user_bob");
  });

  it("sends to a group the sender belongs to and embeds the group", async () => {
    const res = await s.chat("POST", "/messages", {
      onBehalfOf: "bob",
      body: { receiver: "team", receiverType: "group", data: { text: "hi team" } },
    });
    const msg = messageEnvelope.parse(res.json).data;
    expect(msg.conversationId).toBe("group_team");
    expect(msg.data.entities?.receiver).toMatchObject({
      entityType: "group",
      entity: { guid: "team", membersCount: 2 },
    });
  });

  it("sends a custom message with customData and any type", async () => {
    const res = await s.chat("POST", "/messages", {
      onBehalfOf: "alice",
      body: {
        receiver: "bob",
        receiverType: "user",
        category: "custom",
        type: "location",
        data: { customData: { lat: 1 } },
      },
    });
    const msg = messageEnvelope.parse(res.json).data;
    expect(msg).toMatchObject({ category: "custom", type: "location", data: { customData: { lat: 1 } } });
    expect(msg.data.text).toBeUndefined();
  });

  it("ignores client-supplied entities and reactions in data", async () => {
    const res = await s.chat("POST", "/messages", {
      onBehalfOf: "alice",
      body: {
        receiver: "bob",
        receiverType: "user",
        data: { text: "x", reactions: [{ reaction: "a", count: 9 }], entities: { sender: 1 } },
      },
    });
    const msg = messageEnvelope.parse(res.json).data;
    expect(msg.data.reactions).toBeUndefined();
    expect(msg.data.entities?.sender?.entity.uid).toBe("alice");
  });

  const bad: [string, { body?: unknown; rawBody?: string }, string][] = [
    ["malformed JSON", { rawBody: '{"receiver": ' }, "body"],
    [
      "a receiver of the wrong type",
      { body: { receiver: 7, receiverType: "user", data: { text: "x" } } },
      "receiver",
    ],
    [
      "an unknown receiverType",
      { body: { receiver: "bob", receiverType: "room", data: { text: "x" } } },
      "receiverType",
    ],
    [
      "a text message without text",
      { body: { receiver: "bob", receiverType: "user", data: {} } },
      "data.text",
    ],
    ["an empty text", { body: { receiver: "bob", receiverType: "user", data: { text: "" } } }, "data.text"],
    [
      "an image message without attachments",
      { body: { receiver: "bob", receiverType: "user", type: "image", data: { text: "x" } } },
      "data.attachments",
    ],
    [
      "a type that is not published for category message",
      { body: { receiver: "bob", receiverType: "user", type: "sticker", data: { text: "x" } } },
      "type",
    ],
    [
      "an unknown category",
      { body: { receiver: "bob", receiverType: "user", category: "action", data: { text: "x" } } },
      "category",
    ],
    [
      "a custom message without customData",
      { body: { receiver: "bob", receiverType: "user", category: "custom", type: "x", data: {} } },
      "data.customData",
    ],
    [
      "a body over 65 KB",
      { body: { receiver: "bob", receiverType: "user", data: { text: "x".repeat(66 * 1024) } } },
      "data",
    ],
    [
      "26 tags",
      {
        body: {
          receiver: "bob",
          receiverType: "user",
          data: { text: "x" },
          tags: Array.from({ length: 26 }, (_, i) => `t${i}`),
        },
      },
      "tags",
    ],
    ["a missing receiver", { body: { receiverType: "user", data: { text: "x" } } }, "receiver"],
  ];
  for (const [name, req, field] of bad) {
    it(`answers 400 ERR_BAD_REQUEST for ${name} and stores nothing`, async () => {
      const before = snapshot(s);
      const res = await s.chat("POST", "/messages", { onBehalfOf: "alice", ...req });
      const error = expectError(res, 400, "ERR_BAD_REQUEST");
      expect(Object.keys(error.details ?? {})).toContain(field);
      expect(snapshot(s)).toEqual(before);
    });
  }

  it("accepts a text of exactly 65 KB in all", async () => {
    const text = "x".repeat(65 * 1024 - JSON.stringify({ text: "" }).length);
    const res = await s.chat("POST", "/messages", {
      onBehalfOf: "alice",
      body: { receiver: "bob", receiverType: "user", data: { text } },
    });
    expect(res.status).toBe(200);
  });

  const refused: [string, () => Promise<{ status: number; json: unknown }>, number, string][] = [
    [
      "a non-member sending to a group",
      () =>
        s.chat("POST", "/messages", {
          onBehalfOf: "carol",
          body: { receiver: "team", receiverType: "group", data: { text: "x" } },
        }),
      403,
      "ERR_GROUP_NOT_JOINED",
    ],
    [
      "an unknown receiver",
      () =>
        s.chat("POST", "/messages", {
          onBehalfOf: "alice",
          body: { receiver: "nobody", receiverType: "user", data: { text: "x" } },
        }),
      404,
      "ERR_UID_NOT_FOUND",
    ],
    [
      "an unknown group",
      () =>
        s.chat("POST", "/messages", {
          onBehalfOf: "alice",
          body: { receiver: "nogroup", receiverType: "group", data: { text: "x" } },
        }),
      404,
      "ERR_GUID_NOT_FOUND",
    ],
    [
      "an unknown onBehalfOf",
      () =>
        s.chat("POST", "/messages", {
          onBehalfOf: "ghost",
          body: { receiver: "bob", receiverType: "user", data: { text: "x" } },
        }),
      404,
      "ERR_UID_NOT_FOUND",
    ],
    [
      "a message to oneself",
      () =>
        s.chat("POST", "/messages", {
          onBehalfOf: "bob",
          body: { receiver: "bob", receiverType: "user", data: { text: "x" } },
        }),
      400,
      "ERR_BAD_REQUEST",
    ],
    [
      "an authOnly key",
      () =>
        s.chat("POST", "/messages", {
          apikey: s.authKey,
          body: { receiver: "bob", receiverType: "user", data: { text: "x" } },
        }),
      403,
      "AUTH_ERR_NO_ACCESS",
    ],
    [
      "a missing apikey",
      () =>
        s.chat("POST", "/messages", {
          apikey: null,
          body: { receiver: "bob", receiverType: "user", data: { text: "x" } },
        }),
      401,
      "AUTH_ERR_EMPTY_APIKEY",
    ],
    [
      "an unknown apikey",
      () =>
        s.chat("POST", "/messages", {
          apikey: "f".repeat(40),
          body: { receiver: "bob", receiverType: "user", data: { text: "x" } },
        }),
      401,
      "AUTH_ERR_APIKEY_NOT_FOUND",
    ],
    [
      "the wrong region",
      () =>
        s.raw("POST", "/eu/testapp/api/v3/messages", {
          body: { receiver: "bob", receiverType: "user", data: { text: "x" } },
        }),
      401,
      "AUTH_ERR_INVALID_APPID",
    ],
  ];
  for (const [name, call, status, code] of refused) {
    it(`answers ${status} ${code} for ${name} and stores nothing`, async () => {
      const before = snapshot(s);
      expectError(await call(), status, code);
      expect(snapshot(s)).toEqual(before);
    });
  }
});

describe("GET /messages/:id", () => {
  it("answers the message with receipts and the viewer's read times", async () => {
    const id = await sendText(s, "alice", "bob", "hello");
    const plain = messageEnvelope.parse((await s.chat("GET", `/messages/${id}`)).json).data;
    expect(plain).toMatchObject({ id, data: { text: "hello" }, receipts: { data: [] } });
    expect(plain.readAt).toBeUndefined();
    s.advance(5000);
    expect(
      (await s.chat("POST", "/users/alice/conversation/read", { onBehalfOf: "bob", body: { messageId: id } }))
        .status,
    ).toBe(200);
    const forSender = messageEnvelope.parse(
      (await s.chat("GET", `/messages/${id}`, { onBehalfOf: "alice" })).json,
    ).data;
    expect(forSender).toMatchObject({
      deliveredAt: T0 + 5,
      readAt: T0 + 5,
      receipts: { data: [["bob", T0 + 5, T0 + 5]] },
    });
    const forReader = messageEnvelope.parse(
      (await s.chat("GET", `/messages/${id}`, { onBehalfOf: "bob" })).json,
    ).data;
    expect(forReader).toMatchObject({ deliveredAt: T0 + 5, readAt: T0 + 5 });
  });

  it("answers 404 ERR_MESSAGE_ID_NOT_FOUND for unknown and malformed ids", async () => {
    await expectRefusals(s, [
      ["GET", "/messages/999999", undefined, 404, "ERR_MESSAGE_ID_NOT_FOUND"],
      ["GET", "/messages/abc", undefined, 404, "ERR_MESSAGE_ID_NOT_FOUND"],
      ["GET", "/messages/-1", undefined, 404, "ERR_MESSAGE_ID_NOT_FOUND"],
    ]);
  });

  it("refuses a viewer outside the conversation, an authOnly key and a missing key", async () => {
    const id = await sendText(s, "alice", "bob", "secret");
    await expectRefusals(s, [
      ["GET", `/messages/${id}`, { onBehalfOf: "carol" }, 403, "ERR_CONVERSATION_NOT_ACCESSIBLE"],
      ["GET", `/messages/${id}`, { apikey: s.authKey }, 403, "AUTH_ERR_NO_ACCESS"],
      ["GET", `/messages/${id}`, { apikey: null }, 401, "AUTH_ERR_EMPTY_APIKEY"],
    ]);
    expectError(await s.raw("GET", `/in/testapp/api/v3/messages/${id}`), 401, "AUTH_ERR_INVALID_APPID");
  });
});

describe("core functions without HTTP (used by the seeder)", () => {
  it("send, react and mark read; the API then answers what they stored", async () => {
    const sent = sendMessage(
      s.db,
      s.app.id,
      {
        sender: "bob",
        receiver: "alice",
        receiverType: "user",
        category: "message",
        type: "text",
        data: { text: "seeded" },
      },
      T0 - 60,
    );
    if (!("row" in sent)) throw new Error("the message was withheld");
    const { row } = sent;
    addReaction(s.db, s.app.id, { messageId: row.id, reaction: ":ok:", uid: "alice" }, T0 - 30);
    expect(
      markReceipt(
        s.db,
        s.app.id,
        { conversationId: row.conversation_id, uid: "alice", messageId: row.id, action: "read" },
        T0 - 10,
      ),
    ).toBe(true);
    expect(
      markReceipt(
        s.db,
        s.app.id,
        { conversationId: row.conversation_id, uid: "alice", messageId: row.id, action: "delivered" },
        T0,
      ),
    ).toBe(false);
    const got = messageEnvelope.parse(
      (await s.chat("GET", `/messages/${row.id}`, { onBehalfOf: "bob" })).json,
    ).data;
    expect(got).toMatchObject({
      sentAt: T0 - 60,
      updatedAt: T0 - 30,
      readAt: T0 - 10,
      deliveredAt: T0 - 10,
      data: { text: "seeded", reactions: [{ reaction: ":ok:", count: 1 }] },
    });
    expect(got.data.entities?.sender?.entity.uid).toBe("bob");
    expect(outboxPayloads(s, "message_sent")).toEqual([]);
  });
});

describe("POST /bots/{uid}/messages", () => {
  it("sends as the bot's user, to a user or a group it belongs to, and fires message_sent", async () => {
    const res = await s.chat("POST", "/bots/Alice/messages", {
      body: {
        receiver: "bob",
        receiverType: "user",
        category: "message",
        type: "text",
        data: { text: "beep" },
      },
    });
    const msg = okData(res, messageEnvelope);
    expect(msg).toMatchObject({ sender: "alice", receiver: "bob", conversationId: "alice_user_bob" });
    expect(msg.data.text).toBe("beep");
    const toGroup = await s.chat("POST", "/bots/alice/messages", {
      body: {
        receiver: "team",
        receiverType: "group",
        category: "custom",
        type: "poll",
        data: { customData: { q: 1 } },
      },
    });
    expect(messageEnvelope.parse(toGroup.json).data).toMatchObject({ sender: "alice", receiver: "team" });
    const fired = outboxPayloads(s, "message_sent").map((e) => parseEvent(e));
    expect(fired.map((e) => e.trigger)).toEqual(["message_sent", "message_sent"]);
  });

  it("refuses a bot uid that is no user (404), a group it is not in (403) and a bad body (400), sending nothing", async () => {
    const before = snapshot(s);
    const body = {
      receiver: "bob",
      receiverType: "user",
      category: "message",
      type: "text",
      data: { text: "x" },
    };
    await expectError(await s.chat("POST", "/bots/ghost/messages", { body }), 404, "ERR_UID_NOT_FOUND");
    await expectError(
      await s.chat("POST", "/bots/carol/messages", {
        body: { ...body, receiver: "team", receiverType: "group" },
      }),
      403,
      "ERR_GROUP_NOT_JOINED",
    );
    const bad = await s.chat("POST", "/bots/alice/messages", { body: { ...body, type: 7 } });
    expect(bad.status).toBe(400);
    expect(snapshot(s)).toEqual(before);
  });
});
