import { describe, expect, it } from "vitest";
import { authTokenSchema } from "../../lib/schemas/auth-tokens";
import { dataEnvelope, pageEnvelope, successEnvelope } from "../../lib/schemas/common";
import { expectError, okBody, okData } from "./answers";
import { expectRefusals } from "./chat-helpers";
import { addUsers, nowSec, onePage } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

const tokenAnswer = dataEnvelope(authTokenSchema).strict();
const tokenPage = pageEnvelope(authTokenSchema).strict();

const tokensIn = (s: Sandbox) => s.db.prepare("SELECT * FROM auth_tokens ORDER BY auth_token").all();

async function create(s: Sandbox, uid: string, body: unknown = {}, apikey?: string) {
  const res = await s.chat("POST", `/users/${uid}/auth_tokens`, { body, apikey });
  return okData(res, tokenAnswer);
}

async function list(s: Sandbox, uid: string, query = "") {
  const res = await s.chat("GET", `/users/${uid}/auth_tokens${query}`);
  return okBody(res, tokenPage);
}

describe("POST /users/:uid/auth_tokens", () => {
  it("creates a token of the form <uid>_<seconds><hex>", async () => {
    const s = makeSandbox();
    addUsers(s, "alice");
    const t = await create(s, "alice");
    expect(t).toEqual({
      uid: "alice",
      authToken: expect.stringMatching(new RegExp(`^alice_${nowSec(s)}[0-9a-f]{32}$`)),
      createdAt: nowSec(s),
    });
  });

  it("answers the latest existing token without force, and a new one with force", async () => {
    const s = makeSandbox();
    addUsers(s, "bob");
    const first = await create(s, "bob");
    s.advance(2000);
    expect(await create(s, "BOB")).toEqual(first);
    expect(await create(s, "bob", { force: false })).toEqual(first);
    const forced = await create(s, "bob", { force: true });
    expect(forced.authToken).not.toBe(first.authToken);
    expect(forced.createdAt).toBe(first.createdAt + 2);
    s.advance(1000);
    expect(await create(s, "bob")).toEqual(forced);
    expect((await list(s, "bob")).meta.pagination.total).toBe(2);
  });

  it("may be called with an authOnly key", async () => {
    const s = makeSandbox();
    addUsers(s, "carl");
    const t = await create(s, "carl", { force: true }, s.authKey);
    expect(t.uid).toBe("carl");
  });

  it("rejects bad input and unknown or deactivated users, creating nothing", async () => {
    const s = makeSandbox();
    addUsers(s, "dina", "eve");
    await s.chat("DELETE", "/users/eve");
    await expectRefusals(s, [
      ["POST", "/users/dina/auth_tokens", { body: { force: "yes" } }, 400, "ERR_BAD_REQUEST"],
      ["POST", "/users/dina/auth_tokens", { rawBody: "{force:" }, 400, "ERR_BAD_REQUEST"],
      ["POST", `/users/${"u".repeat(101)}/auth_tokens`, undefined, 400, "ERR_BAD_REQUEST"],
      ["POST", "/users/ghost/auth_tokens", undefined, 404, "ERR_UID_NOT_FOUND"],
      ["POST", "/users/eve/auth_tokens", { apikey: s.authKey }, 404, "ERR_UID_NOT_FOUND"],
    ]);
    expect(tokensIn(s)).toEqual([]);
  });
});

describe("GET /users/:uid/auth_tokens", () => {
  it("lists the user's tokens newest first with page meta, not other users' tokens", async () => {
    const s = makeSandbox();
    addUsers(s, "fay", "gus");
    const a = await create(s, "fay");
    s.advance(1000);
    const b = await create(s, "fay", { force: true });
    s.advance(1000);
    const c = await create(s, "fay", { force: true });
    await create(s, "gus");
    const all = await list(s, "fay");
    expect(all.data).toEqual([c, b, a]);
    expect(all.meta.pagination).toEqual(onePage(3));
    const p2 = await list(s, "fay", "?perPage=2&page=2");
    expect(p2.data).toEqual([a]);
    expect(p2.meta.pagination).toEqual({ total: 3, count: 1, per_page: 2, current_page: 2, total_pages: 2 });
    expectError(
      await s.chat("GET", "/users/fay/auth_tokens?perPage=5000"),
      400,
      "ERR_BAD_REQUEST",
      "chat-api",
    );
    expectError(await s.chat("GET", "/users/ghost/auth_tokens"), 404, "ERR_UID_NOT_FOUND", "chat-api");
  });
});

describe("GET /users/:uid/auth_tokens/:authToken", () => {
  it("reads one token", async () => {
    const s = makeSandbox();
    addUsers(s, "hal");
    const t = await create(s, "hal");
    const res = await s.chat("GET", `/users/hal/auth_tokens/${t.authToken}`);
    expect(tokenAnswer.parse(res.json).data).toEqual(t);
  });

  it("answers 404 ERR_AUTH_TOKEN_NOT_FOUND for an unknown token or one owned by another uid", async () => {
    const s = makeSandbox();
    addUsers(s, "ida", "jay");
    const theirs = await create(s, "jay");
    await expectRefusals(s, [
      ["GET", "/users/ida/auth_tokens/ida_123abc", undefined, 404, "ERR_AUTH_TOKEN_NOT_FOUND"],
      ["GET", `/users/ida/auth_tokens/${theirs.authToken}`, undefined, 404, "ERR_AUTH_TOKEN_NOT_FOUND"],
      ["GET", `/users/ghost/auth_tokens/${theirs.authToken}`, undefined, 404, "ERR_UID_NOT_FOUND"],
    ]);
  });
});

describe("DELETE /users/:uid/auth_tokens[/:authToken]", () => {
  it("deletes one token, leaving the others", async () => {
    const s = makeSandbox();
    addUsers(s, "kai");
    const a = await create(s, "kai");
    s.advance(1000);
    const b = await create(s, "kai", { force: true });
    const res = await s.chat("DELETE", `/users/kai/auth_tokens/${a.authToken}`);
    expect(successEnvelope.strict().parse(res.json).data.success).toBe(true);
    expect((await list(s, "kai")).data).toEqual([b]);
    expectError(
      await s.chat("DELETE", `/users/kai/auth_tokens/${a.authToken}`),
      404,
      "ERR_AUTH_TOKEN_NOT_FOUND",
      "chat-api",
    );
  });

  it("refuses to delete another user's token, changing nothing", async () => {
    const s = makeSandbox();
    addUsers(s, "lou", "max");
    const theirs = await create(s, "max");
    const before = tokensIn(s);
    expectError(
      await s.chat("DELETE", `/users/lou/auth_tokens/${theirs.authToken}`),
      404,
      "ERR_AUTH_TOKEN_NOT_FOUND",
      "chat-api",
    );
    expect(tokensIn(s)).toEqual(before);
  });

  it("clears all of a user's tokens and only theirs", async () => {
    const s = makeSandbox();
    addUsers(s, "ned", "oli");
    await create(s, "ned");
    await create(s, "ned", { force: true });
    const keep = await create(s, "oli");
    const res = await s.chat("DELETE", "/users/ned/auth_tokens");
    const { data } = successEnvelope.strict().parse(res.json);
    expect(data).toEqual({ success: true, message: expect.stringMatching(/2 auth token/) });
    expect((await list(s, "ned")).data).toEqual([]);
    expect((await list(s, "oli")).data).toEqual([keep]);
    expectError(await s.chat("DELETE", "/users/ghost/auth_tokens"), 404, "ERR_UID_NOT_FOUND", "chat-api");
  });
});

describe("auth token operations: authentication and scope", () => {
  it("answers 403 to an authOnly key on everything but create, changing nothing", async () => {
    const s = makeSandbox();
    addUsers(s, "pia");
    const t = await create(s, "pia");
    const before = tokensIn(s);
    const ops: [string, string][] = [
      ["GET", "/users/pia/auth_tokens"],
      ["GET", `/users/pia/auth_tokens/${t.authToken}`],
      ["DELETE", `/users/pia/auth_tokens/${t.authToken}`],
      ["DELETE", "/users/pia/auth_tokens"],
    ];
    for (const [method, path] of ops) {
      expectError(await s.chat(method, path, { apikey: s.authKey }), 403, "AUTH_ERR_NO_ACCESS", "chat-api");
    }
    expect(tokensIn(s)).toEqual(before);
  });

  it("answers 401 for a missing key, an unknown key and a wrong region", async () => {
    const s = makeSandbox();
    addUsers(s, "quinn");
    for (const [method, path] of [
      ["POST", "/users/quinn/auth_tokens"],
      ["GET", "/users/quinn/auth_tokens"],
      ["DELETE", "/users/quinn/auth_tokens"],
    ] as const) {
      expectError(await s.chat(method, path, { apikey: null }), 401, "AUTH_ERR_EMPTY_APIKEY", "chat-api");
      expectError(
        await s.chat(method, path, { apikey: "bogus" }),
        401,
        "AUTH_ERR_APIKEY_NOT_FOUND",
        "chat-api",
      );
      expectError(
        await s.raw(method, `/eu/${s.app.id}/api/v3${path}`),
        401,
        "AUTH_ERR_INVALID_APPID",
        "chat-api",
      );
    }
    expect(tokensIn(s)).toEqual([]);
  });

  it("sends rate-limit headers on every answer, errors included", async () => {
    const s = makeSandbox();
    addUsers(s, "rae");
    for (const res of [
      await s.chat("POST", "/users/rae/auth_tokens"),
      await s.chat("GET", "/users/ghost/auth_tokens"),
    ]) {
      expect(res.headers.get("X-Rate-Limit")).toBe("20000");
      expect(res.headers.get("X-Rate-Limit-Remaining")).toMatch(/^\d+$/);
    }
  });
});

describe("PUT /users/:uid/auth_tokens/:authToken", () => {
  it("records what the client says of itself, keeps fields left out, and lists and reads them back", async () => {
    const s = makeSandbox();
    addUsers(s, "alice", "bob");
    const t = await create(s, "alice");
    const path = `/users/alice/auth_tokens/${t.authToken}`;
    const first = await s.chat("PUT", path, {
      body: { platform: "ios", userAgent: "Chat/2.1 (iPhone)", appInfo: { version: "2.1.0", build: 77 } },
    });
    expect(okData(first, tokenAnswer)).toEqual({
      ...t,
      platform: "ios",
      userAgent: "Chat/2.1 (iPhone)",
      appInfo: { version: "2.1.0", build: 77 },
    });
    const second = tokenAnswer.parse(
      (await s.chat("PUT", path, { body: { platform: "android" } })).json,
    ).data;
    expect(second).toMatchObject({ platform: "android", userAgent: "Chat/2.1 (iPhone)" });
    expect(tokenAnswer.parse((await s.chat("GET", path)).json).data).toEqual(second);
    expect((await list(s, "alice")).data).toEqual([second]);
  });

  it("refuses unknown tokens, another user's token, wrong types and unknown fields, changing nothing", async () => {
    const s = makeSandbox();
    addUsers(s, "alice", "bob");
    const t = await create(s, "alice");
    const before = tokensIn(s);
    await expectRefusals(s, [
      [
        "PUT",
        "/users/alice/auth_tokens/nope",
        { body: { platform: "ios" } },
        404,
        "ERR_AUTH_TOKEN_NOT_FOUND",
      ],
      [
        "PUT",
        `/users/bob/auth_tokens/${t.authToken}`,
        { body: { platform: "ios" } },
        404,
        "ERR_AUTH_TOKEN_NOT_FOUND",
      ],
      ["PUT", `/users/nobody/auth_tokens/${t.authToken}`, { body: {} }, 404, "ERR_UID_NOT_FOUND"],
    ]);
    for (const body of [
      { platform: 7 },
      { appInfo: "v2" },
      { userAgent: "x".repeat(1001) },
      { colour: "red" },
    ]) {
      expectError(
        await s.chat("PUT", `/users/alice/auth_tokens/${t.authToken}`, { body }),
        400,
        "ERR_BAD_REQUEST",
        "chat-api",
      );
    }
    expect(tokensIn(s)).toEqual(before);
  });
});
