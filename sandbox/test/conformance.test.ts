import { describe, expect, it } from "vitest";
import { errorEnvelope } from "../../lib/schemas/common";
import { conversationListEnvelope } from "../../lib/schemas/conversations";
import { memberListEnvelope } from "../../lib/schemas/members";
import { API_PREFIX } from "../src/http/route";
import { ALL_ROUTES } from "../src/modules";
import { expectError } from "./answers";
import { addCallPeople } from "./call-fixtures";
import { sendText } from "./chat-helpers";
import { makeSandbox } from "./harness";

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

  it("counts only users create/delete and groups create against the core limit", async () => {
    const s = makeSandbox({ limits: { core: 1, standard: 50 } });
    const created = await s.chat("POST", "/groups", { body: { guid: "g1", name: "G1" } });
    expect([created.status, created.headers.get("X-Rate-Limit")]).toEqual([200, "1"]);
    expectError(
      await s.chat("POST", "/users", { body: { uid: "u1", name: "U" } }),
      429,
      "ERR_TOO_MANY_REQUESTS",
    );
    const deleted = await s.chat("DELETE", "/groups/g1");
    expect([deleted.status, deleted.headers.get("X-Rate-Limit")]).toEqual([200, "50"]);
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

describe("hostile requests", () => {
  const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  it("refuses otherwise valid bodies nested too deep with 400, storing nothing", async () => {
    const s = makeSandbox();
    addCallPeople(s);
    const tries = [
      () =>
        s.chat("POST", "/users", { rawBody: `{"uid":"x1","name":"X","metadata":{"a":${deep(100_000)}}}` }),
      () =>
        s.chat("POST", "/groups", { rawBody: `{"guid":"g9","name":"G","metadata":{"a":${deep(100_000)}}}` }),
      () =>
        s.chat("POST", "/messages", {
          onBehalfOf: "alice",
          rawBody: `{"receiver":"bob","receiverType":"user","category":"custom","type":"t","data":{"customData":{"a":${deep(100_000)}}}}`,
        }),
    ];
    for (const attempt of tries) {
      const res = await attempt();
      expectError(res, 400, "ERR_BAD_REQUEST");
      expect(res.json.error.details).toEqual({ body: ["is nested deeper than 64 levels"] });
    }
    expect(s.db.prepare("SELECT count(*) AS n FROM users WHERE uid = 'x1'").get()).toEqual({ n: 0 });
    expect(s.db.prepare("SELECT count(*) AS n FROM groups").get()).toEqual({ n: 1 });
    expect(s.db.prepare("SELECT count(*) AS n FROM messages").get()).toEqual({ n: 0 });
  });

  it("answers list filters longer than SQLite's variable limit without a 500", async () => {
    const s = makeSandbox();
    addCallPeople(s);
    const scopes = Array(40_000).fill("admin").join(",");
    const members = memberListEnvelope.parse(
      (await s.chat("GET", `/groups/team/members?scopes=${scopes}`)).json,
    );
    expect(members.data.map((m) => m.uid)).toEqual(["alice"]);
    const tags = Array.from({ length: 40_000 }, (_, i) => `t${i}`).join(",");
    const groups = await s.chat("GET", `/groups?tags=${tags}`);
    expect(expectError(groups, 400, "ERR_BAD_REQUEST").details).toEqual({ tags: ["at most 25 tags"] });
  });

  it("still takes metadata nested a reasonable depth", async () => {
    const s = makeSandbox();
    const res = await s.chat("POST", "/users", {
      rawBody: `{"uid":"x1","name":"X","metadata":{"a":${deep(60)}}}`,
    });
    expect(res.status).toBe(200);
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
