import { describe, expect, it } from "vitest";
import { conversationListEnvelope } from "../../lib/schemas/conversations";
import { parseEvent } from "../../lib/schemas/events";
import { addMembersEnvelope, memberListEnvelope } from "../../lib/schemas/members";
import { reactionListEnvelope } from "../../lib/schemas/reactions";
import { TRIGGER_IDS } from "../src/core/events";
import { expectError } from "./answers";
import { addCallPeople, allOutbox, callA, callD, callE, recordCall } from "./call-fixtures";
import { sendText } from "./chat-helpers";
import { addWebhook } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

async function busyApp(s: Sandbox) {
  addWebhook(s, "all", TRIGGER_IDS);
  addCallPeople(s);
  const ok = async (p: Promise<{ status: number; json: unknown }>) => {
    const res = await p;
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res;
  };
  await ok(
    s.chat("POST", "/groups", { onBehalfOf: "alice", body: { guid: "g1", name: "G1", owner: "alice" } }),
  );
  await ok(
    s.chat("POST", "/groups/g1/members", {
      onBehalfOf: "alice",
      body: { participants: ["bob"], admins: ["carol"], usersToBan: ["dave"] },
    }),
  );
  await ok(s.chat("PUT", "/groups/g1/members/bob", { onBehalfOf: "alice", body: { scope: "moderator" } }));
  await ok(s.chat("PUT", "/groups/g1", { onBehalfOf: "alice", body: { name: "G one", owner: "carol" } }));
  await ok(s.chat("DELETE", "/groups/g1/members/bob", { onBehalfOf: "carol" }));
  await ok(s.chat("DELETE", "/groups/g1/bannedusers/dave", { onBehalfOf: "carol" }));
  const id = await sendText(s, "alice", "bob", "hi");
  await ok(s.chat("PUT", `/messages/${id}`, { onBehalfOf: "alice", body: { data: { text: "hi!" } } }));
  await ok(s.chat("POST", `/messages/${id}/reactions/:smile:`, { onBehalfOf: "bob" }));
  await ok(s.chat("DELETE", `/messages/${id}/reactions/:smile:`, { onBehalfOf: "bob" }));
  await ok(
    s.chat("POST", "/users/alice/conversation/delivered", { onBehalfOf: "bob", body: { messageId: id } }),
  );
  await ok(s.chat("POST", "/users/alice/conversation/read", { onBehalfOf: "bob", body: { messageId: id } }));
  await ok(s.chat("POST", "/users/alice/blockedusers", { body: { blockedUids: ["bob"] } }));
  await ok(s.chat("DELETE", "/users/alice/blockedusers", { body: { blockedUids: ["bob"] } }));
  await ok(s.chat("DELETE", `/messages/${id}`, { onBehalfOf: "alice" }));
  await ok(s.chat("DELETE", "/groups/g1", { onBehalfOf: "carol" }));
  await recordCall(s, callA);
  await recordCall(s, callD);
  await recordCall(s, callE);
}

describe("webhook payloads", () => {
  it("every queued event parses with the shared event schemas", async () => {
    const s = makeSandbox();
    await busyApp(s);
    const events = allOutbox(s);
    const triggers = new Set(events.map((e) => e.trigger));
    // Join/leave and connection events have no REST operation; every other trigger fired.
    const silent = ["group_member_joined", "group_member_left", "user_connection_status_changed"];
    expect([...triggers].sort()).toEqual(TRIGGER_IDS.filter((t) => !silent.includes(t)).sort());
    for (const event of events) {
      const parsed = parseEvent(event);
      expect(parsed).toMatchObject({ appId: s.app.id, region: "us", webhook: "all" });
    }
  });

  it("gives the call message of call_initiated a message id no real message shares", async () => {
    const s = makeSandbox();
    await busyApp(s);
    const ids = allOutbox(s)
      .filter((e) => e.trigger === "call_initiated")
      .map((e) => (e.data as { call: { id: string } }).call.id);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[1-9]\d*$/);
    const next = await sendText(s, "alice", "bob", "after the calls");
    const used = s.db.prepare("SELECT id FROM messages").all() as { id: number }[];
    for (const id of ids) {
      expect(used.map((m) => String(m.id))).not.toContain(id);
      expect(Number(next)).toBeGreaterThan(Number(id));
    }
    expect(new Set(ids).size).toBe(3);
  });

  it("has action messages sent by app_system with the acting user in `by`", async () => {
    const s = makeSandbox();
    addCallPeople(s);
    await s.chat("POST", "/groups", {
      onBehalfOf: "alice",
      body: { guid: "g1", name: "G1", owner: "alice" },
    });
    const res = await s.chat("POST", "/groups/g1/members", {
      onBehalfOf: "alice",
      body: { participants: ["bob"] },
    });
    const bob = addMembersEnvelope.parse(res.json).data.participants.bob;
    if (!bob?.success) throw new Error("bob was not added");
    expect(bob.data.sender).toBe("app_system");
    expect(bob.data.data.entities.by.entity.uid).toBe("alice");
    await s.chat("PUT", "/groups/g1/members/bob", { onBehalfOf: "alice", body: { scope: "admin" } });
    await s.chat("DELETE", "/groups/g1/members/bob", { onBehalfOf: "alice" });
    await s.chat("POST", "/groups/g1/bannedusers/carol", { onBehalfOf: "alice" });
    await s.chat("DELETE", "/groups/g1/bannedusers/carol", { onBehalfOf: "alice" });
    const rows = s.db
      .prepare("SELECT sender, data FROM messages WHERE category = 'action' ORDER BY id")
      .all() as { sender: string; data: string }[];
    expect(rows.map((r) => JSON.parse(r.data).action)).toEqual([
      "added",
      "scopeChanged",
      "kicked",
      "banned",
      "unbanned",
    ]);
    for (const row of rows) {
      expect(row.sender).toBe("app_system");
      expect(JSON.parse(row.data).entities.by.entity.uid).toBe("alice");
    }
  });
});

describe("coherence after deletions", () => {
  it("deletes a user for good with its messages and one-to-one conversations, like the hosted service", async () => {
    const s = makeSandbox();
    addCallPeople(s);
    const dm = await sendText(s, "alice", "bob", "hi");
    await sendText(s, "bob", "alice", "hi back");
    const aliceInTeam = await sendText(s, "alice", "team", "morning", true);
    await sendText(s, "bob", "team", "hello team", true);
    await s.chat("POST", `/messages/${aliceInTeam}/reactions/:smile:`, { onBehalfOf: "bob" });
    await s.chat("POST", `/messages/${aliceInTeam}/reactions/:wave:`, { onBehalfOf: "carol" });
    await recordCall(s, callA);
    expect((await s.chat("DELETE", "/users/bob", { body: { permanent: true } })).status).toBe(200);

    expectError(await s.chat("GET", `/messages/${dm}`), 404, "ERR_MESSAGE_ID_NOT_FOUND");
    const convs = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations", { onBehalfOf: "alice" })).json,
    );
    expect(convs.data.map((c) => [c.conversationId, c.lastMessage.id])).toEqual([
      ["group_team", aliceInTeam],
    ]);
    conversationListEnvelope.parse((await s.chat("GET", "/conversations")).json);
    const reactions = reactionListEnvelope.parse(
      (await s.chat("GET", `/messages/${aliceInTeam}/reactions`)).json,
    );
    expect(reactions.data.map((r) => r.uid)).toEqual(["carol"]);
    const members = memberListEnvelope.parse((await s.chat("GET", "/groups/team/members")).json);
    expect(members.data.map((m) => m.uid)).not.toContain("bob");
    // Call logs are the calls API's records: they keep the uid.
    expect((await s.calls("GET", "/calls?uid=bob")).json.meta.pagination.total).toBe(1);

    expect((await s.chat("POST", "/users", { body: { uid: "bob", name: "New Bob" } })).status).toBe(200);
    const fresh = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations", { onBehalfOf: "bob" })).json,
    );
    expect(fresh.data).toEqual([]);
    expectError(
      await s.chat("GET", "/users/alice/conversation", { onBehalfOf: "bob" }),
      404,
      "ERR_CONVERSATION_NOT_FOUND",
    );
  });

  it("drops a group conversation whose only messages were the deleted user's", async () => {
    const s = makeSandbox();
    addCallPeople(s);
    await sendText(s, "bob", "team", "hello team", true);
    expect((await s.chat("DELETE", "/users/bob", { body: { permanent: true } })).status).toBe(200);
    const convs = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations", { onBehalfOf: "alice" })).json,
    );
    expect(convs.data).toEqual([]);
    expect((await s.chat("GET", "/groups/team/messages", { onBehalfOf: "alice" })).json.data).toEqual([]);
  });

  it("forgets a deleted group's conversation and answers 404 for it", async () => {
    const s = makeSandbox();
    addCallPeople(s);
    await sendText(s, "bob", "team", "hello team", true);
    await recordCall(s, callD);
    expect((await s.chat("DELETE", "/groups/team")).status).toBe(200);
    const convs = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations", { onBehalfOf: "bob" })).json,
    );
    expect(convs.data).toEqual([]);
    expectError(
      await s.chat("GET", "/groups/team/conversation", { onBehalfOf: "bob" }),
      404,
      "ERR_GUID_NOT_FOUND",
    );
    expect((await s.calls("GET", "/calls")).status).toBe(200);
  });

  it("shuts every API of a deleted app with 401, and the management API with 404", async () => {
    const s = makeSandbox();
    expect((await s.mgmt("DELETE", `/apps/${s.app.id}`)).status).toBe(200);
    expectError(await s.chat("GET", "/users"), 401, "AUTH_ERR_INVALID_APPID");
    expectError(await s.calls("GET", "/calls"), 401, "AUTH_ERR_INVALID_APPID");
    expectError(await s.control("POST", "/calls", { body: {} }), 401, "AUTH_ERR_INVALID_APPID");
    expectError(await s.mgmt("GET", `/apps/${s.app.id}/webhooks`), 404, "ERR_APP_NOT_FOUND");
  });
});
