import { beforeEach, describe, expect, it } from "vitest";
import { parseEvent } from "../../lib/schemas/events";
import { actionMessageEnvelope, messageEnvelope } from "../../lib/schemas/messages";
import { expectError, okData } from "./answers";
import { chatWorld, expectRefusals, sendText, snapshot, T0 } from "./chat-helpers";
import { outboxPayloads } from "./fixtures";
import type { Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = chatWorld(["message_sent", "message_edited", "message_deleted"]);
});

describe("PUT /messages/:id", () => {
  it("edits the text and answers the edited action message; fires message_edited", async () => {
    const id = await sendText(s, "alice", "bob", "first");
    s.advance(2000);
    const res = await s.chat("PUT", `/messages/${id}`, {
      onBehalfOf: "alice",
      body: { data: { text: "second" } },
    });
    const action = okData(res, actionMessageEnvelope);
    expect(action).toMatchObject({
      category: "action",
      type: "message",
      sender: "app_system",
      receiver: "bob",
      conversationId: "alice_user_bob",
      data: { action: "edited" },
    });
    expect(Number(action.id)).toBeGreaterThan(Number(id));
    const on = messageEnvelope.shape.data.parse(action.data.entities.on.entity);
    expect(on).toMatchObject({
      id,
      editedAt: T0 + 2,
      editedBy: "alice",
      updatedAt: T0 + 2,
      data: { text: "second" },
    });
    expect(action.data.entities.by).toMatchObject({ entityType: "user", entity: { uid: "alice" } });
    expect(action.data.entities.for).toMatchObject({ entityType: "user", entity: { uid: "bob" } });
    const after = messageEnvelope.parse((await s.chat("GET", `/messages/${id}`)).json).data;
    expect(after).toMatchObject({ data: { text: "second" }, editedAt: T0 + 2, editedBy: "alice" });
    const [event] = outboxPayloads(s, "message_edited");
    expect(parseEvent(event).data).toEqual({ message: res.json.data });
  });

  it("lets a group admin edit a member's message; the app may edit as app_system", async () => {
    const id = await sendText(s, "bob", "team", "typo", true);
    const res = await s.chat("PUT", `/messages/${id}`, {
      onBehalfOf: "alice",
      body: { data: { text: "fixed" } },
    });
    expect(actionMessageEnvelope.parse(res.json).data.data.entities.for.entityType).toBe("group");
    const byApp = await s.chat("PUT", `/messages/${id}`, { body: { data: { text: "again" } } });
    expect(byApp.json.data.data.entities.on.entity.editedBy).toBe("app_system");
  });

  it("refuses bad edits and changes nothing", async () => {
    const id = await sendText(s, "alice", "bob", "mine");
    const custom = await s.chat("POST", "/messages", {
      onBehalfOf: "alice",
      body: {
        receiver: "bob",
        receiverType: "user",
        category: "custom",
        type: "x",
        data: { customData: {} },
      },
    });
    const before = snapshot(s);
    await expectRefusals(s, [
      [
        "PUT",
        `/messages/${id}`,
        { onBehalfOf: "bob", body: { data: { text: "x" } } },
        403,
        "ERR_PERMISSION_DENIED",
      ],
      ["PUT", `/messages/${custom.json.data.id}`, { body: { data: { text: "x" } } }, 400, "ERR_BAD_REQUEST"],
      ["PUT", `/messages/${id}`, { body: { data: { text: "" } } }, 400, "ERR_BAD_REQUEST"],
      ["PUT", `/messages/${id}`, { body: { data: { text: 5 } } }, 400, "ERR_BAD_REQUEST"],
      ["PUT", `/messages/${id}`, { rawBody: "{nope" }, 400, "ERR_BAD_REQUEST"],
      ["PUT", "/messages/424242", { body: { data: { text: "x" } } }, 404, "ERR_MESSAGE_ID_NOT_FOUND"],
      [
        "PUT",
        `/messages/${id}`,
        { apikey: s.authKey, body: { data: { text: "x" } } },
        403,
        "AUTH_ERR_NO_ACCESS",
      ],
    ]);
    expect(snapshot(s)).toEqual(before);
    await s.chat("DELETE", `/messages/${id}`);
    const afterDelete = snapshot(s);
    expectError(
      await s.chat("PUT", `/messages/${id}`, { body: { data: { text: "x" } } }),
      400,
      "ERR_MESSAGE_ALREADY_DELETED",
    );
    expect(snapshot(s)).toEqual(afterDelete);
  });
});

describe("DELETE /messages/:id", () => {
  it("deletes softly: the deleted action message, no text, deletedAt/deletedBy; fires message_deleted", async () => {
    const id = await sendText(s, "alice", "bob", "oops");
    s.advance(3000);
    const res = await s.chat("DELETE", `/messages/${id}`, { onBehalfOf: "alice" });
    const action = actionMessageEnvelope.parse(res.json).data;
    expect(action).toMatchObject({ category: "action", type: "message", data: { action: "deleted" } });
    const on = messageEnvelope.shape.data.parse(action.data.entities.on.entity);
    expect(on).toMatchObject({ id, deletedAt: T0 + 3, deletedBy: "alice" });
    expect(on.data.text).toBeUndefined();
    const after = messageEnvelope.parse((await s.chat("GET", `/messages/${id}`)).json).data;
    expect(after.deletedAt).toBe(T0 + 3);
    expect(after.data.text).toBeUndefined();
    expect(
      JSON.stringify(s.db.prepare("SELECT data FROM messages WHERE id = ?").get(Number(id))),
    ).not.toContain("oops");
    const [event] = outboxPayloads(s, "message_deleted");
    expect(parseEvent(event).data).toEqual({ message: res.json.data });
    const before = snapshot(s);
    expectError(await s.chat("DELETE", `/messages/${id}`), 400, "ERR_MESSAGE_ALREADY_DELETED");
    expect(snapshot(s)).toEqual(before);
  });

  it("deletes permanently: a later GET answers 404 and its reactions go too", async () => {
    const id = await sendText(s, "alice", "bob", "gone");
    const reacted = await s.chat("POST", `/messages/${id}/reactions/%F0%9F%91%8D`, { onBehalfOf: "bob" });
    expect(reacted.status).toBe(200);
    expect(s.db.prepare("SELECT count(*) AS n FROM reactions").get()).toEqual({ n: 1 });
    const res = await s.chat("DELETE", `/messages/${id}`, { onBehalfOf: "alice", body: { permanent: true } });
    const action = actionMessageEnvelope.parse(res.json).data;
    expect(action.data.action).toBe("deleted");
    expect(action.data.entities.on.entity).toMatchObject({ id, deletedBy: "alice" });
    expectError(await s.chat("GET", `/messages/${id}`), 404, "ERR_MESSAGE_ID_NOT_FOUND");
    expect(s.db.prepare("SELECT count(*) AS n FROM reactions").get()).toEqual({ n: 0 });
    expectError(
      await s.chat("DELETE", `/messages/${id}`, { body: { permanent: true } }),
      404,
      "ERR_MESSAGE_ID_NOT_FOUND",
    );
  });

  it("removes a softly deleted message permanently", async () => {
    const id = await sendText(s, "alice", "bob", "twice");
    await s.chat("DELETE", `/messages/${id}`);
    const res = await s.chat("DELETE", `/messages/${id}`, { body: { permanent: true } });
    expect(res.status).toBe(200);
    expectError(await s.chat("GET", `/messages/${id}`), 404, "ERR_MESSAGE_ID_NOT_FOUND");
  });

  it("refuses others, bad bodies and bad keys without changing anything", async () => {
    const id = await sendText(s, "alice", "bob", "keep");
    const before = snapshot(s);
    await expectRefusals(s, [
      ["DELETE", `/messages/${id}`, { onBehalfOf: "bob" }, 403, "ERR_PERMISSION_DENIED"],
      ["DELETE", `/messages/${id}`, { body: { permanent: "yes" } }, 400, "ERR_BAD_REQUEST"],
      ["DELETE", `/messages/${id}`, { rawBody: "[" }, 400, "ERR_BAD_REQUEST"],
      ["DELETE", "/messages/x1", undefined, 404, "ERR_MESSAGE_ID_NOT_FOUND"],
      ["DELETE", `/messages/${id}`, { apikey: s.authKey }, 403, "AUTH_ERR_NO_ACCESS"],
      ["DELETE", `/messages/${id}`, { apikey: null }, 401, "AUTH_ERR_EMPTY_APIKEY"],
    ]);
    expect(snapshot(s)).toEqual(before);
  });
});
