import { describe, expect, it } from "vitest";
import { apiKeySchema } from "../../lib/schemas/api-keys";
import { dataEnvelope, pageEnvelope, successEnvelope } from "../../lib/schemas/common";
import { createAppRecord } from "../src/core/apps";
import { expectError, okBody, okData } from "./answers";
import { expectRefusals } from "./chat-helpers";
import { onePage, pageOf } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

const keyAnswer = dataEnvelope(apiKeySchema).strict();
const keyPage = pageEnvelope(apiKeySchema).strict();

async function listAll(s: Sandbox) {
  const res = await s.chat("GET", "/apikeys?perPage=1000");
  return okBody(res, keyPage);
}

describe("POST /apikeys", () => {
  it("creates a key with the default authOnly scope and answers the resource", async () => {
    const s = makeSandbox();
    const res = await s.chat("POST", "/apikeys", { body: { name: "Backend" } });
    const data = okData(res, keyAnswer);
    expect(data).toEqual({
      apiKey: expect.stringMatching(/^[0-9a-f]{40}$/),
      name: "Backend",
      scope: "authOnly",
      createdAt: Math.floor(s.deps.now() / 1000),
    });
    const page = await listAll(s);
    expect(page.data.map((k) => k.apiKey)).toContain(data.apiKey);
  });

  it("creates a fullAccess key that can then authenticate fullAccess operations", async () => {
    const s = makeSandbox();
    const res = await s.chat("POST", "/apikeys", { body: { name: "Admin", scope: "fullAccess" } });
    const { data } = keyAnswer.parse(res.json);
    expect(data.scope).toBe("fullAccess");
    const list = await s.chat("GET", "/apikeys", { apikey: data.apiKey });
    expect(list.status).toBe(200);
  });

  it("rejects bad bodies with 400 ERR_BAD_REQUEST and per-field details, creating nothing", async () => {
    const s = makeSandbox();
    const before = await listAll(s);
    const cases: [string, { body?: unknown; rawBody?: string }, string][] = [
      ["missing name", { body: {} }, "name"],
      ["empty name", { body: { name: "" } }, "name"],
      ["blank name", { body: { name: "   " } }, "name"],
      ["51-char name", { body: { name: "x".repeat(51) } }, "name"],
      ["number name", { body: { name: 42 } }, "name"],
      ["unknown scope", { body: { name: "k", scope: "admin" } }, "scope"],
      ["malformed JSON", { rawBody: '{"name": ' }, "body"],
      ["array body", { body: ["k"] }, "request body"],
    ];
    for (const [label, req, field] of cases) {
      const res = await s.chat("POST", "/apikeys", req);
      const err = expectError(res, 400, "ERR_BAD_REQUEST", "chat-api");
      expect(Object.keys(err.details ?? {}), label).toContain(field);
    }
    expect(await listAll(s)).toEqual(before);
  });

  it("accepts a name of exactly 50 characters", async () => {
    const s = makeSandbox();
    const res = await s.chat("POST", "/apikeys", { body: { name: "n".repeat(50) } });
    expect(res.status).toBe(200);
  });

  it("allows 25 keys per app and answers the 26th with 400 ERR_APIKEY_LIMIT_REACHED", async () => {
    const s = makeSandbox();
    // The app starts with two keys.
    for (let i = 3; i <= 25; i++) {
      const res = await s.chat("POST", "/apikeys", { body: { name: `key ${i}` } });
      expect(res.status).toBe(200);
    }
    expect((await listAll(s)).meta.pagination.total).toBe(25);
    const res = await s.chat("POST", "/apikeys", { body: { name: "one too many" } });
    const err = expectError(res, 400, "ERR_APIKEY_LIMIT_REACHED", "chat-api");
    expect(err.message).toMatch(/at most 25/);
    expect((await listAll(s)).meta.pagination.total).toBe(25);
    const victim = (await listAll(s)).data[2]?.apiKey;
    expect((await s.chat("DELETE", `/apikeys/${victim}`)).status).toBe(200);
    expect((await s.chat("POST", "/apikeys", { body: { name: "room again" } })).status).toBe(200);
  });
});

describe("GET /apikeys", () => {
  it("lists the starting keys in creation order with page meta", async () => {
    const s = makeSandbox();
    const page = await listAll(s);
    expect(page.data).toEqual([
      { apiKey: s.restKey, name: "Rest API Key", scope: "fullAccess", createdAt: expect.any(Number) },
      { apiKey: s.authKey, name: "Auth Key", scope: "authOnly", createdAt: expect.any(Number) },
    ]);
    expect(page.meta.pagination).toEqual(onePage(2, 1000));
  });

  it("filters by scope and by searchKey within the name, case-insensitively", async () => {
    const s = makeSandbox();
    await s.chat("POST", "/apikeys", { body: { name: "Mobile app", scope: "authOnly" } });
    await s.chat("POST", "/apikeys", { body: { name: "Billing 100%", scope: "fullAccess" } });
    const full = keyPage.parse((await s.chat("GET", "/apikeys?scope=fullAccess")).json);
    expect(full.data.map((k) => k.name)).toEqual(["Rest API Key", "Billing 100%"]);
    const search = keyPage.parse((await s.chat("GET", "/apikeys?searchKey=APP")).json);
    expect(search.data.map((k) => k.name)).toEqual(["Mobile app"]);
    const literal = keyPage.parse((await s.chat("GET", "/apikeys?searchKey=100%25")).json);
    expect(literal.data.map((k) => k.name)).toEqual(["Billing 100%"]);
    const both = keyPage.parse((await s.chat("GET", "/apikeys?scope=authOnly&searchKey=key")).json);
    expect(both.data.map((k) => k.name)).toEqual(["Auth Key"]);
  });

  it("pages with page and perPage", async () => {
    const s = makeSandbox();
    for (let i = 0; i < 3; i++) await s.chat("POST", "/apikeys", { body: { name: `extra ${i}` } });
    const page = keyPage.parse((await s.chat("GET", "/apikeys?page=2&perPage=2")).json);
    expect(page.data.map((k) => k.name)).toEqual(["extra 0", "extra 1"]);
    expect(page.meta.pagination).toEqual(pageOf(5, 2, 2));
  });

  it("rejects bad query values with 400", async () => {
    const s = makeSandbox();
    for (const q of ["scope=all", "perPage=0", "perPage=1001", "page=0", "page=abc"]) {
      expectError(await s.chat("GET", `/apikeys?${q}`), 400, "ERR_BAD_REQUEST", "chat-api");
    }
  });
});

describe("GET/PUT/DELETE /apikeys/:apiKey", () => {
  async function newKey(s: Sandbox, name = "Temp", scope = "authOnly") {
    return keyAnswer.parse((await s.chat("POST", "/apikeys", { body: { name, scope } })).json).data;
  }

  it("reads one key", async () => {
    const s = makeSandbox();
    const key = await newKey(s);
    const res = await s.chat("GET", `/apikeys/${key.apiKey}`);
    expect(keyAnswer.parse(res.json).data).toEqual(key);
  });

  it("updates the name, the scope, or both", async () => {
    const s = makeSandbox();
    const key = await newKey(s);
    const a = keyAnswer.parse(
      (await s.chat("PUT", `/apikeys/${key.apiKey}`, { body: { name: "Renamed" } })).json,
    );
    expect(a.data).toEqual({ ...key, name: "Renamed" });
    const b = keyAnswer.parse(
      (await s.chat("PUT", `/apikeys/${key.apiKey}`, { body: { scope: "fullAccess" } })).json,
    );
    expect(b.data).toEqual({ ...key, name: "Renamed", scope: "fullAccess" });
    const c = keyAnswer.parse(
      (await s.chat("PUT", `/apikeys/${key.apiKey}`, { body: { name: "Both", scope: "authOnly" } })).json,
    );
    expect(c.data).toEqual({ ...key, name: "Both", scope: "authOnly" });
    expect(keyAnswer.parse((await s.chat("GET", `/apikeys/${key.apiKey}`)).json).data.name).toBe("Both");
  });

  it("rejects an empty or invalid update with 400 and changes nothing", async () => {
    const s = makeSandbox();
    const key = await newKey(s);
    for (const body of [{}, { name: "" }, { name: "y".repeat(51) }, { scope: "root" }, { name: 5 }]) {
      expectError(
        await s.chat("PUT", `/apikeys/${key.apiKey}`, { body }),
        400,
        "ERR_BAD_REQUEST",
        "chat-api",
      );
    }
    expectError(
      await s.chat("PUT", `/apikeys/${key.apiKey}`, { rawBody: "{name" }),
      400,
      "ERR_BAD_REQUEST",
      "chat-api",
    );
    expect(keyAnswer.parse((await s.chat("GET", `/apikeys/${key.apiKey}`)).json).data).toEqual(key);
  });

  it("deletes a key, which then no longer authenticates", async () => {
    const s = makeSandbox();
    const key = await newKey(s, "Doomed", "fullAccess");
    const res = await s.chat("DELETE", `/apikeys/${key.apiKey}`);
    const data = okData(res, successEnvelope.strict());
    expect(data.success).toBe(true);
    expectError(await s.chat("GET", `/apikeys/${key.apiKey}`), 404, "ERR_APIKEY_NOT_FOUND", "chat-api");
    expectError(
      await s.chat("GET", "/apikeys", { apikey: key.apiKey }),
      401,
      "AUTH_ERR_APIKEY_NOT_FOUND",
      "chat-api",
    );
  });

  it("answers 404 ERR_APIKEY_NOT_FOUND for an unknown key on every operation", async () => {
    const s = makeSandbox();
    const before = await listAll(s);
    const unknown = "f".repeat(40);
    await expectRefusals(s, [
      ["GET", `/apikeys/${unknown}`, undefined, 404, "ERR_APIKEY_NOT_FOUND"],
      ["PUT", `/apikeys/${unknown}`, { body: { name: "x" } }, 404, "ERR_APIKEY_NOT_FOUND"],
      ["DELETE", `/apikeys/${unknown}`, undefined, 404, "ERR_APIKEY_NOT_FOUND"],
    ]);
    expect(await listAll(s)).toEqual(before);
  });

  it("does not find a key of another app", async () => {
    const s = makeSandbox();
    const other = createAppRecord(s.db, { id: "otherapp", name: "Other", region: "us" }, 1);
    const otherKey = other.keys[1]?.api_key;
    expectError(await s.chat("GET", `/apikeys/${otherKey}`), 404, "ERR_APIKEY_NOT_FOUND", "chat-api");
    expectError(await s.chat("DELETE", `/apikeys/${otherKey}`), 404, "ERR_APIKEY_NOT_FOUND", "chat-api");
    expect(
      (await s.raw("GET", `/us/otherapp/api/v3/apikeys`, { apikey: other.keys[0]?.api_key })).status,
    ).toBe(200);
  });

  it("refuses a key updating or deleting itself with 400 ERR_APIKEY_NO_SELF_ACTION", async () => {
    const s = makeSandbox();
    const before = await listAll(s);
    const upd = await s.chat("PUT", `/apikeys/${s.restKey}`, { body: { scope: "authOnly" } });
    expectError(upd, 400, "ERR_APIKEY_NO_SELF_ACTION", "chat-api");
    const del = await s.chat("DELETE", `/apikeys/${s.restKey}`);
    expectError(del, 400, "ERR_APIKEY_NO_SELF_ACTION", "chat-api");
    expect(await listAll(s)).toEqual(before);
    const admin = await newKey(s, "Admin", "fullAccess");
    const res = await s.chat("PUT", `/apikeys/${s.restKey}`, { apikey: admin.apiKey, body: { name: "Old" } });
    expect(keyAnswer.parse(res.json).data.name).toBe("Old");
  });
});

describe("API key operations: authentication and scope", () => {
  const ops: [string, string, unknown?][] = [
    ["POST", "/apikeys", { name: "x" }],
    ["GET", "/apikeys"],
    ["GET", "/apikeys/KEY"],
    ["PUT", "/apikeys/KEY", { name: "x" }],
    ["DELETE", "/apikeys/KEY"],
  ];

  it("answers 403 AUTH_ERR_NO_ACCESS to an authOnly key on every operation and changes nothing", async () => {
    const s = makeSandbox();
    const before = await listAll(s);
    for (const [method, path, body] of ops) {
      const res = await s.chat(method, path.replace("KEY", s.restKey), { apikey: s.authKey, body });
      expectError(res, 403, "AUTH_ERR_NO_ACCESS", "chat-api");
    }
    expect(await listAll(s)).toEqual(before);
  });

  it("answers 401 for a missing key, an unknown key and a wrong region", async () => {
    const s = makeSandbox();
    for (const [method, path, body] of ops) {
      const p = path.replace("KEY", s.authKey);
      expectError(await s.chat(method, p, { apikey: null, body }), 401, "AUTH_ERR_EMPTY_APIKEY", "chat-api");
      expectError(
        await s.chat(method, p, { apikey: "0".repeat(40), body }),
        401,
        "AUTH_ERR_APIKEY_NOT_FOUND",
        "chat-api",
      );
      const wrong = await s.raw(method, `/eu/${s.app.id}/api/v3${p}`, { body });
      expectError(wrong, 401, "AUTH_ERR_INVALID_APPID", "chat-api");
    }
    expect((await listAll(s)).meta.pagination.total).toBe(2);
  });

  it("sends the standard rate-limit headers", async () => {
    const s = makeSandbox();
    const a = await s.chat("GET", "/apikeys");
    expect(a.headers.get("X-Rate-Limit")).toBe("20000");
    const b = await s.chat("POST", "/apikeys", { body: { name: "k" } });
    expect(b.headers.get("X-Rate-Limit")).toBe("20000");
    expect(Number(b.headers.get("X-Rate-Limit-Remaining"))).toBe(
      Number(a.headers.get("X-Rate-Limit-Remaining")) - 1,
    );
  });
});
