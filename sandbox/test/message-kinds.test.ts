import { beforeEach, describe, expect, it } from "vitest";
import { dataEnvelope } from "../../lib/schemas/common";
import { actionMessageEnvelope, messageEnvelope, multipleSendEnvelope } from "../../lib/schemas/messages";
import { reactionListEnvelope } from "../../lib/schemas/reactions";
import { userSchema } from "../../lib/schemas/users";
import { expectError, okData } from "./answers";
import { chatWorld, expectRefusals, sendText, snapshot } from "./chat-helpers";
import { outboxPayloads } from "./fixtures";
import type { Sandbox } from "./harness";

let s: Sandbox;
const userEnvelope = dataEnvelope(userSchema);

beforeEach(() => {
  s = chatWorld(["message_sent"]);
});

const photo = {
  url: "https://cdn.example.com/p/cat.jpg",
  name: "cat.jpg",
  mimeType: "image/jpeg",
  extension: "jpg",
  size: "48213",
};

describe("media messages (published types image, file, audio, video)", () => {
  it.each(["image", "file", "audio", "video"])("accepts a %s message with attachments", async (type) => {
    const res = await s.chat("POST", "/messages", {
      onBehalfOf: "alice",
      body: {
        receiver: "bob",
        receiverType: "user",
        category: "message",
        type,
        data: { attachments: [photo] },
      },
    });
    const msg = okData(res, messageEnvelope);
    expect(msg).toMatchObject({ category: "message", type, sender: "alice", receiver: "bob" });
    expect(msg.data.attachments).toEqual([photo]);
    expect(msg.data.text).toBeUndefined();
  });

  it("keeps a caption beside the files", async () => {
    const res = await s.chat("POST", "/messages", {
      onBehalfOf: "alice",
      body: {
        receiver: "team",
        receiverType: "group",
        type: "image",
        data: { text: "look", attachments: [photo, { url: "https://cdn.example.com/p/dog.png", size: 10 }] },
      },
    });
    const msg = okData(res, messageEnvelope);
    expect(msg.data.text).toBe("look");
    expect(msg.data.attachments).toHaveLength(2);
  });

  it("refuses a media message without files, an unknown type and a file that is not a URL, and stores nothing", async () => {
    const before = snapshot(s);
    const cases = [
      { type: "image", data: { text: "no file" } },
      { type: "sticker", data: { text: "x" } },
      { type: "file", data: { attachments: [{ url: "javascript:alert(1)" }] } },
      { type: "file", data: { attachments: [{ url: "https://x.example/f", size: "-3" }] } },
      { type: "video", data: { attachments: [] } },
    ];
    for (const c of cases) {
      const res = await s.chat("POST", "/messages", {
        onBehalfOf: "alice",
        body: { receiver: "bob", receiverType: "user", category: "message", ...c },
      });
      expectError(res, 400, "ERR_BAD_REQUEST");
    }
    expect(snapshot(s)).toEqual(before);
  });
});

describe("multipleReceivers", () => {
  it("sends one message to each uid and guid and answers an outcome per receiver", async () => {
    const res = await s.chat("POST", "/messages", {
      onBehalfOf: "alice",
      body: {
        category: "message",
        type: "text",
        data: { text: "to all" },
        multipleReceivers: { uids: ["bob", "Carol", "nobody"], guids: ["team", "ghosts"] },
      },
    });
    const out = okData(res, multipleSendEnvelope);
    expect(Object.keys(out.uids ?? {}).sort()).toEqual(["bob", "carol", "nobody"]);
    expect(out.uids?.bob).toMatchObject({ receiver: "bob", conversationId: "alice_user_bob" });
    expect(out.uids?.carol).toMatchObject({ receiver: "carol", receiverType: "user" });
    expect(out.uids?.nobody).toEqual({ success: false, message: "The UID nobody does not exist." });
    expect(out.guids?.team).toMatchObject({ receiver: "team", receiverType: "group" });
    expect(out.guids?.ghosts).toMatchObject({ success: false });
    expect(outboxPayloads(s, "message_sent")).toHaveLength(3);
  });

  it("needs a receiver or multipleReceivers", async () => {
    for (const body of [
      { receiverType: "user", data: { text: "x" } },
      { data: { text: "x" }, multipleReceivers: {} },
      { data: { text: "x" }, multipleReceivers: { uids: Array.from({ length: 26 }, (_, i) => `u${i}`) } },
    ]) {
      expectError(await s.chat("POST", "/messages", { onBehalfOf: "alice", body }), 400, "ERR_BAD_REQUEST");
    }
  });
});

describe("PUT /messages/:id metadata and tags (published body)", () => {
  it("replaces metadata and tags and keeps the text", async () => {
    const id = await sendText(s, "alice", "bob", "first");
    const res = await s.chat("PUT", `/messages/${id}`, {
      onBehalfOf: "alice",
      body: { data: { metadata: { pinned: true } }, tags: ["urgent", "billing"] },
    });
    const on = messageEnvelope.shape.data.parse(okData(res, actionMessageEnvelope).data.entities.on.entity);
    expect(on.data.text).toBe("first");
    expect(on.data.metadata).toEqual({ pinned: true });
    expect(on.tags).toEqual(["urgent", "billing"]);
    const got = messageEnvelope.parse((await s.chat("GET", `/messages/${id}`)).json).data;
    expect(got.data.metadata).toEqual({ pinned: true });
    expect(got.tags).toEqual(["urgent", "billing"]);
    expect(got.data.text).toBe("first");
  });

  it("edits a media message's metadata but not its text, and refuses an empty edit", async () => {
    const sent = await s.chat("POST", "/messages", {
      onBehalfOf: "alice",
      body: { receiver: "bob", receiverType: "user", type: "image", data: { attachments: [photo] } },
    });
    const id = messageEnvelope.parse(sent.json).data.id;
    const ok = await s.chat("PUT", `/messages/${id}`, { body: { data: { metadata: { a: 1 } } } });
    expect(ok.status).toBe(200);
    const before = snapshot(s);
    await expectRefusals(s, [
      ["PUT", `/messages/${id}`, { body: { data: { text: "caption" } } }, 400, "ERR_BAD_REQUEST"],
      ["PUT", `/messages/${id}`, { body: {} }, 400, "ERR_BAD_REQUEST"],
      ["PUT", `/messages/${id}`, { body: { tags: "x" } }, 400, "ERR_BAD_REQUEST"],
    ]);
    expect(snapshot(s)).toEqual(before);
  });
});

describe("@private metadata stays with the user and the app", () => {
  beforeEach(() => {
    s.db
      .prepare("UPDATE users SET metadata = ? WHERE app_id = ? AND uid = ?")
      .run(JSON.stringify({ team: "blue", "@private": { email: "alice@example.com" } }), s.app.id, "alice");
  });

  it("is left out of the user entities embedded in messages and of reactions", async () => {
    const id = await sendText(s, "alice", "bob", "hi");
    const msg = messageEnvelope.parse((await s.chat("GET", `/messages/${id}`)).json).data;
    expect(msg.data.entities?.sender?.entity.metadata).toEqual({ team: "blue" });
    expect(JSON.stringify(outboxPayloads(s, "message_sent"))).not.toContain("alice@example.com");
    await s.chat("POST", `/messages/${id}/reactions/${encodeURIComponent("👍")}`, { onBehalfOf: "alice" });
    const reactions = reactionListEnvelope.parse(
      (await s.chat("GET", `/messages/${id}/reactions`)).json,
    ).data;
    expect(reactions[0]?.reactedBy.metadata).toEqual({ team: "blue" });
  });

  it("is answered to the app and to the user themself, not to another user", async () => {
    const asApp = userEnvelope.parse((await s.chat("GET", "/users/alice")).json).data;
    expect(asApp.metadata).toEqual({ team: "blue", "@private": { email: "alice@example.com" } });
    const asSelf = userEnvelope.parse(
      (await s.chat("GET", "/users/alice", { onBehalfOf: "alice" })).json,
    ).data;
    expect(asSelf.metadata?.["@private"]).toEqual({ email: "alice@example.com" });
    const asBob = userEnvelope.parse((await s.chat("GET", "/users/alice", { onBehalfOf: "bob" })).json).data;
    expect(asBob.metadata).toEqual({ team: "blue" });
  });
});
