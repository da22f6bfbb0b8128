import { describe, expect, it } from "vitest";
import { errorEnvelope } from "../../lib/schemas/common";
import { conversationListEnvelope } from "../../lib/schemas/conversations";
import { parseEvent } from "../../lib/schemas/events";
import { addMembersEnvelope, memberListEnvelope } from "../../lib/schemas/members";
import { reactionListEnvelope } from "../../lib/schemas/reactions";
import { TRIGGER_IDS } from "../src/core/events";
import { API_PREFIX } from "../src/http/route";
import { ALL_ROUTES } from "../src/modules";
import { addCallPeople, allOutbox, callA, callD, callE, recordCall } from "./call-fixtures";
import { expectError, sendText } from "./chat-helpers";
import { addWebhook } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

const expectRateHeaders = (res: { headers: Headers }) => {
  expect(res.headers.get("X-Rate-Limit")).toMatch(/^\d+$/);
  expect(res.headers.get("X-Rate-Limit-Remaining")).toMatch(/^\d+$/);
};

describe("rate-limit headers on every answer", () => {
  it("answers an unknown path 404 ERR_API_NOT_FOUND with the rate-limit headers", async () => {
    const s = makeSandbox();
    for (const res of [
      await s.chat("GET", "/nope"),
      await s.calls("PATCH", "/calls"),
      await s.mgmt("GET", "/x"),
    ]) {
      expectError(res, 404, "ERR_API_NOT_FOUND");
      expectRateHeaders(res);
    }
  });

  it("counts unknown paths against the app's limit and answers 429 with Retry-After once spent", async () => {
    const s = makeSandbox({ limits: { core: 2, standard: 2 } });
    await s.chat("GET", "/nope");
    const second = await s.chat("GET", "/nope");
    expect(second.headers.get("X-Rate-Limit-Remaining")).toBe("0");
    const third = await s.chat("GET", "/nope");
    expectError(third, 429, "ERR_TOO_MANY_REQUESTS");
    expect(third.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(third.headers.get("X-Rate-Limit-Reset")).toMatch(/^\d{10}$/);
  });

  it("carries the headers on 400, 401, 403, 404 and 409 answers", async () => {
    const s = makeSandbox();
    addCallPeople(s);
    const answers = [
      await s.chat("POST", "/users", { rawBody: "{" }),
      await s.chat("GET", "/users", { apikey: null }),
      await s.chat("GET", "/users", { apikey: s.authKey }),
      await s.chat("GET", "/users/ghost"),
      await s.chat("POST", "/users", { body: { uid: "alice", name: "Again" } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([400, 401, 403, 404, 409]);
    for (const res of answers) {
      expectRateHeaders(res);
      errorEnvelope.parse(res.json);
    }
  });
});

describe("authentication across the chat, calls and sandbox-control APIs", () => {
  const bodyFor = (method: string) => (method === "GET" ? undefined : {});
  const probes = [
    ["chat", "GET", "/api/v3/users"],
    ["calls", "GET", "/call/v3/calls"],
    ["sandbox", "POST", "/sandbox/v1/calls"],
  ] as const;

  for (const [api, method, path] of probes) {
    it(`${api}: a region the app is not in, or no such region, answers 401 AUTH_ERR_INVALID_APPID`, async () => {
      const s = makeSandbox();
      for (const region of ["eu", "in", "xx"]) {
        const res = await s.raw(method, `/${region}/${s.app.id}${path}`, { body: bodyFor(method) });
        expectError(res, 401, "AUTH_ERR_INVALID_APPID");
        expectRateHeaders(res);
      }
      const ghost = await s.raw(method, `/us/ghostapp${path}`, { body: bodyFor(method) });
      expectError(ghost, 401, "AUTH_ERR_INVALID_APPID");
    });

    it(`${api}: reads the apikey header whatever its case`, async () => {
      const s = makeSandbox();
      const res = await s.raw(method, `/us/${s.app.id}${path}`, {
        apikey: null,
        headers: { APIKEY: s.restKey },
        body: bodyFor(method),
      });
      expect(res.status).not.toBe(401);
      expectError(
        await s.raw(method, `/us/${s.app.id}${path}`, { apikey: null, headers: { ApiKey: "" } }),
        401,
        "AUTH_ERR_EMPTY_APIKEY",
      );
    });
  }

  it("reads the onBehalfOf header whatever its case", async () => {
    const s = makeSandbox();
    addCallPeople(s);
    await sendText(s, "alice", "bob", "hi");
    for (const name of ["onbehalfof", "ONBEHALFOF", "OnBehalfOf"]) {
      const res = await s.chat("GET", "/conversations", { headers: { [name]: "Bob" } });
      expect(conversationListEnvelope.parse(res.json).data.map((c) => c.conversationId)).toEqual([
        "alice_user_bob",
      ]);
    }
  });
});

describe("onBehalfOf naming a deactivated user", () => {
  const routes = ALL_ROUTES.filter((r) => r.api !== "mgmt" && "onBehalfOf" in r && r.onBehalfOf);

  it("answers 404 ERR_UID_NOT_FOUND on every route that takes the header, writing nothing", async () => {
    const s = makeSandbox();
    addCallPeople(s);
    await sendText(s, "alice", "bob", "hi");
    expect((await s.chat("DELETE", "/users/carol")).status).toBe(200);
    const before = s.db.prepare("SELECT count(*) AS n FROM messages").get();
    for (const route of routes) {
      const path = route.path
        .replace(":uid", "alice")
        .replace(":guid", "team")
        .replace(":id", "1")
        .replace(":reaction", ":smile:")
        .replace(":conversationId", "alice_user_bob")
        .replace(":sessionId", "x");
      const url = `/us/${s.app.id}${API_PREFIX[route.api].replace("/:region/:appId", "")}${path}`;
      const method = route.method.toUpperCase();
      const res = await s.raw(method, url, { onBehalfOf: "carol", body: method === "GET" ? undefined : {} });
      expectError(res, 404, "ERR_UID_NOT_FOUND");
    }
    expect(routes.length).toBeGreaterThan(20);
    expect(s.db.prepare("SELECT count(*) AS n FROM messages").get()).toEqual(before);
  });
});

/** Drives one of nearly every write, subscribed to every trigger. */
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
  it("keeps lists answering their documented shapes after a user is deleted for good", async () => {
    const s = makeSandbox();
    addCallPeople(s);
    const id = await sendText(s, "alice", "bob", "hi");
    await sendText(s, "bob", "team", "hello team", true);
    await s.chat("POST", `/messages/${id}/reactions/:smile:`, { onBehalfOf: "bob" });
    await recordCall(s, callA);
    expect((await s.chat("DELETE", "/users/bob", { body: { permanent: true } })).status).toBe(200);
    conversationListEnvelope.parse((await s.chat("GET", "/conversations", { onBehalfOf: "alice" })).json);
    conversationListEnvelope.parse((await s.chat("GET", "/conversations")).json);
    const members = memberListEnvelope.parse((await s.chat("GET", "/groups/team/members")).json);
    expect(members.data.map((m) => m.uid)).not.toContain("bob");
    reactionListEnvelope.parse((await s.chat("GET", `/messages/${id}/reactions`)).json);
    expect((await s.calls("GET", "/calls?uid=bob")).json.meta.pagination.total).toBe(1);
    expectError(
      await s.chat("GET", "/users/bob/conversation", { onBehalfOf: "alice" }),
      404,
      "ERR_UID_NOT_FOUND",
    );
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
