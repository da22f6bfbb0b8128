import { describe, expect, it } from "vitest";
import { dataEnvelope, successEnvelope } from "../../lib/schemas/common";
import { nonDeactivatedUidsSchema, userSchema } from "../../lib/schemas/users";
import { expectError, okData } from "./answers";
import { expectRefusals } from "./chat-helpers";
import { addGroup, addUsers, nowSec } from "./fixtures";
import { makeSandbox } from "./harness";
import { listUids, userSnapshot as snapshot, userPage } from "./users-helpers";

const userAnswer = dataEnvelope(userSchema).strict();

describe("POST /users", () => {
  it("creates a user with only uid and name, lower-casing the uid", async () => {
    const s = makeSandbox();
    const res = await s.chat("POST", "/users", { body: { uid: "Alice-01", name: "Alice" } });
    expect(okData(res, userAnswer)).toEqual({
      uid: "alice-01",
      name: "Alice",
      role: "default",
      status: "offline",
      createdAt: nowSec(s),
    });
    expect(await listUids(s)).toEqual(["alice-01"]);
  });

  it("stores every optional field and answers them", async () => {
    const s = makeSandbox();
    const body = {
      uid: "bob",
      name: "Bob",
      avatar: "https://example.com/bob.png",
      link: "https://example.com/bob",
      role: "moderator",
      statusMessage: "Out fishing",
      metadata: { "@private": { email: "bob@example.com" }, level: 3 },
      tags: ["vip", "beta"],
    };
    const { data } = userAnswer.parse((await s.chat("POST", "/users", { body })).json);
    const { uid, ...rest } = body;
    expect(data).toEqual({ uid, ...rest, status: "offline", createdAt: nowSec(s) });
    expect(userAnswer.parse((await s.chat("GET", "/users/bob")).json).data).toEqual(data);
  });

  it("answers an auth token with withAuthToken, readable afterwards", async () => {
    const s = makeSandbox();
    const res = await s.chat("POST", "/users", {
      body: { uid: "carol", name: "Carol", withAuthToken: true },
    });
    const { data } = userAnswer.parse(res.json);
    expect(data.authToken).toMatch(new RegExp(`^carol_${nowSec(s)}[0-9a-f]+$`));
    const token = await s.chat("GET", `/users/carol/auth_tokens/${data.authToken}`);
    expect(token.status).toBe(200);
    await s.chat("POST", "/users", { body: { uid: "dave", name: "Dave" } });
    expect((await s.chat("GET", "/users/dave/auth_tokens")).json.meta.pagination.total).toBe(0);
  });

  it("may be called with an authOnly key", async () => {
    const s = makeSandbox();
    const res = await s.chat("POST", "/users", { apikey: s.authKey, body: { uid: "erin", name: "Erin" } });
    expect(okData(res, userAnswer).uid).toBe("erin");
  });

  it("answers 409 ERR_UID_ALREADY_EXISTS for a duplicate uid in any case, even a deactivated one", async () => {
    const s = makeSandbox();
    await s.chat("POST", "/users", { body: { uid: "frank", name: "Frank" } });
    const before = snapshot(s);
    expectError(
      await s.chat("POST", "/users", { body: { uid: "FRANK", name: "Other" } }),
      409,
      "ERR_UID_ALREADY_EXISTS",
      "chat-api",
    );
    await s.chat("DELETE", "/users/frank");
    const after = snapshot(s);
    expectError(
      await s.chat("POST", "/users", { body: { uid: "frank", name: "Again" } }),
      409,
      "ERR_UID_ALREADY_EXISTS",
      "chat-api",
    );
    expect(snapshot(s)).toEqual(after);
    expect(before.users).toHaveLength(1);
  });

  it("rejects invalid bodies with 400 and per-field details, creating nothing", async () => {
    const s = makeSandbox();
    const cases: [string, { body?: unknown; rawBody?: string }, string][] = [
      ["malformed JSON", { rawBody: '{"uid": "a",' }, "body"],
      ["missing uid", { body: { name: "A" } }, "uid"],
      ["missing name", { body: { uid: "a" } }, "name"],
      ["empty name", { body: { uid: "a", name: "" } }, "name"],
      ["uid of 101 chars", { body: { uid: "u".repeat(101), name: "A" } }, "uid"],
      ["uid with a space", { body: { uid: "a b", name: "A" } }, "uid"],
      ["uid with a dot", { body: { uid: "a.b", name: "A" } }, "uid"],
      ["numeric uid", { body: { uid: 12, name: "A" } }, "uid"],
      ["name of 101 chars", { body: { uid: "a", name: "n".repeat(101) } }, "name"],
      ["avatar not a URL", { body: { uid: "a", name: "A", avatar: "nope" } }, "avatar"],
      ["link not a string", { body: { uid: "a", name: "A", link: 5 } }, "link"],
      ["metadata an array", { body: { uid: "a", name: "A", metadata: [1] } }, "metadata"],
      ["tags not an array", { body: { uid: "a", name: "A", tags: "vip" } }, "tags"],
      [
        "26 tags",
        { body: { uid: "a", name: "A", tags: Array.from({ length: 26 }, (_, i) => `t${i}`) } },
        "tags",
      ],
      ["withAuthToken a string", { body: { uid: "a", name: "A", withAuthToken: "yes" } }, "withAuthToken"],
      ["reserved uid", { body: { uid: "app_system", name: "A" } }, "uid"],
    ];
    for (const [label, req, field] of cases) {
      const err = expectError(await s.chat("POST", "/users", req), 400, "ERR_BAD_REQUEST", "chat-api");
      expect(Object.keys(err.details ?? {}), label).toContain(field);
    }
    expect(snapshot(s)).toEqual({ users: [], tokens: [], blocks: [], outbox: [] });
  });

  it("accepts a uid of exactly 100 characters", async () => {
    const s = makeSandbox();
    const res = await s.chat("POST", "/users", { body: { uid: "u".repeat(100), name: "Long" } });
    expect(res.status).toBe(200);
  });

  it("counts against the core rate limit", async () => {
    const s = makeSandbox({ limits: { core: 2, standard: 100 } });
    const a = await s.chat("POST", "/users", { body: { uid: "r1", name: "R" } });
    expect(a.headers.get("X-Rate-Limit")).toBe("2");
    expect(a.headers.get("X-Rate-Limit-Remaining")).toBe("1");
    await s.chat("POST", "/users", { body: { uid: "r2", name: "R" } });
    const c = await s.chat("POST", "/users", { body: { uid: "r3", name: "R" } });
    expectError(c, 429, "ERR_TOO_MANY_REQUESTS", "chat-api");
    expect(c.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(c.headers.get("X-Rate-Limit-Reset")).toMatch(/^\d{10}$/);
    const list = await s.chat("GET", "/users");
    expect(list.headers.get("X-Rate-Limit")).toBe("100");
    expect(userPage.parse(list.json).data.map((u) => u.uid)).toEqual(["r1", "r2"]);
  });
});

describe("GET /users/:uid", () => {
  it("reads a user by uid in any case", async () => {
    const s = makeSandbox();
    await s.chat("POST", "/users", { body: { uid: "gina", name: "Gina" } });
    const res = await s.chat("GET", "/users/GINA");
    expect(userAnswer.parse(res.json).data).toMatchObject({ uid: "gina", name: "Gina" });
  });

  it("answers 404 ERR_UID_NOT_FOUND for unknown and deactivated users, 400 for a malformed uid", async () => {
    const s = makeSandbox();
    addUsers(s, "hank");
    expectError(await s.chat("GET", "/users/nobody"), 404, "ERR_UID_NOT_FOUND", "chat-api");
    await s.chat("DELETE", "/users/hank");
    expectError(await s.chat("GET", "/users/hank"), 404, "ERR_UID_NOT_FOUND", "chat-api");
    expectError(await s.chat("GET", "/users/a%20b"), 400, "ERR_BAD_REQUEST", "chat-api");
  });
});

describe("PUT /users/:uid", () => {
  it("updates given fields, stamps updatedAt and keeps the rest", async () => {
    const s = makeSandbox();
    await s.chat("POST", "/users", {
      body: { uid: "ivy", name: "Ivy", tags: ["a"], link: "https://a.example" },
    });
    s.advance(5000);
    const res = await s.chat("PUT", "/users/ivy", {
      body: { name: "Ivy B", statusMessage: "hi", metadata: { x: 1 }, role: "pro", tags: [] },
    });
    const { data } = userAnswer.parse(res.json);
    expect(data).toEqual({
      uid: "ivy",
      name: "Ivy B",
      role: "pro",
      status: "offline",
      link: "https://a.example",
      statusMessage: "hi",
      metadata: { x: 1 },
      tags: [],
      createdAt: nowSec(s) - 5,
      updatedAt: nowSec(s),
    });
    expect(userAnswer.parse((await s.chat("GET", "/users/ivy")).json).data).toEqual(data);
  });

  it("clears the fields named in unset (avatar, link, metadata, as published)", async () => {
    const s = makeSandbox();
    const body = {
      uid: "jon",
      name: "Jon",
      avatar: "https://a.example/j.png",
      link: "https://a.example/jon",
      metadata: { a: 1 },
      role: "pro",
    };
    await s.chat("POST", "/users", { body });
    const res = await s.chat("PUT", "/users/jon", { body: { unset: ["avatar", "link", "metadata"] } });
    const { data } = userAnswer.parse(res.json);
    expect([data.avatar, data.link, data.metadata]).toEqual([undefined, undefined, undefined]);
    expect(data.role).toBe("pro");
  });

  it("rejects bad updates with 400 and changes nothing", async () => {
    const s = makeSandbox();
    await s.chat("POST", "/users", { body: { uid: "kim", name: "Kim" } });
    const before = snapshot(s);
    const bodies: unknown[] = [
      {},
      { unset: [] },
      { name: "" },
      { name: 7 },
      { avatar: "not a url" },
      { unset: ["name"] },
      { unset: ["role"] },
      { unset: ["tags"] },
      { unset: ["avatar"], avatar: "https://a.example/x.png" },
      { tags: "a" },
    ];
    for (const body of bodies) {
      expectError(await s.chat("PUT", "/users/kim", { body }), 400, "ERR_BAD_REQUEST", "chat-api");
    }
    expectError(await s.chat("PUT", "/users/kim", { rawBody: "{" }), 400, "ERR_BAD_REQUEST", "chat-api");
    expect(snapshot(s)).toEqual(before);
  });

  it("answers 404 for unknown or deactivated users", async () => {
    const s = makeSandbox();
    addUsers(s, "lee");
    await s.chat("DELETE", "/users/lee");
    expectError(
      await s.chat("PUT", "/users/lee", { body: { name: "L" } }),
      404,
      "ERR_UID_NOT_FOUND",
      "chat-api",
    );
    expectError(
      await s.chat("PUT", "/users/zzz", { body: { name: "L" } }),
      404,
      "ERR_UID_NOT_FOUND",
      "chat-api",
    );
  });
});

describe("DELETE /users/:uid", () => {
  it("deactivates by default: the user answers 404 but can be reactivated with data intact", async () => {
    const s = makeSandbox();
    await s.chat("POST", "/users", { body: { uid: "mia", name: "Mia", withAuthToken: true } });
    const res = await s.chat("DELETE", "/users/mia");
    expect(okData(res, successEnvelope.strict()).success).toBe(true);
    expect(res.headers.get("X-Rate-Limit")).toBe("10000");
    expectError(await s.chat("GET", "/users/mia"), 404, "ERR_UID_NOT_FOUND", "chat-api");
    expectError(await s.chat("DELETE", "/users/mia"), 404, "ERR_UID_NOT_FOUND", "chat-api");
    const back = dataEnvelope(nonDeactivatedUidsSchema)
      .strict()
      .parse((await s.chat("PUT", "/users", { body: { uidsToActivate: ["mia"] } })).json);
    expect(back.data.nonDeactivatedUids).toEqual(["mia"]);
    expect(userAnswer.parse((await s.chat("GET", "/users/mia")).json).data.name).toBe("Mia");
    expect((await s.chat("GET", "/users/mia/auth_tokens")).json.meta.pagination.total).toBe(1);
  });

  it("deletes permanently with tokens, blocks and memberships, even when deactivated; the uid is free again", async () => {
    const s = makeSandbox();
    await s.chat("POST", "/users", { body: { uid: "ned", name: "Ned", withAuthToken: true } });
    addUsers(s, "olga");
    addGroup(s, "club", { ned: "participant", olga: "admin" });
    await s.chat("POST", "/users/olga/blockedusers", { body: { blockedUids: ["ned"] } });
    await s.chat("DELETE", "/users/ned");
    const res = await s.chat("DELETE", "/users/ned", { body: { permanent: true } });
    expect(successEnvelope.strict().parse(res.json).data.success).toBe(true);
    expect(await listUids(s, "&withDeactivated=true")).toEqual(["olga"]);
    expect(s.db.prepare("SELECT COUNT(*) AS n FROM auth_tokens").get()).toEqual({ n: 0 });
    expect(s.db.prepare("SELECT COUNT(*) AS n FROM blocked_users").get()).toEqual({ n: 0 });
    expect(s.db.prepare("SELECT uid FROM group_members").all()).toEqual([{ uid: "olga" }]);
    expect((await s.chat("POST", "/users", { body: { uid: "ned", name: "New Ned" } })).status).toBe(200);
  });

  it("rejects a bad body and unknown users, changing nothing", async () => {
    const s = makeSandbox();
    addUsers(s, "pat");
    const before = snapshot(s);
    await expectRefusals(s, [
      ["DELETE", "/users/pat", { body: { permanent: "yes" } }, 400, "ERR_BAD_REQUEST"],
      ["DELETE", "/users/pat", { rawBody: "{permanent" }, 400, "ERR_BAD_REQUEST"],
      ["DELETE", "/users/nope", { body: { permanent: true } }, 404, "ERR_UID_NOT_FOUND"],
    ]);
    expect(snapshot(s)).toEqual(before);
  });
});

describe("user operations: authentication and scope", () => {
  const fullAccessOps: [string, string, unknown?][] = [
    ["GET", "/users"],
    ["GET", "/users/tess"],
    ["PUT", "/users/tess", { name: "T" }],
    ["DELETE", "/users/tess", { permanent: true }],
    ["DELETE", "/users", { uidsToDeactivate: ["tess"] }],
    ["PUT", "/users", { uidsToActivate: ["tess"] }],
  ];

  it("answers 403 AUTH_ERR_NO_ACCESS to an authOnly key on every operation but create", async () => {
    const s = makeSandbox();
    addUsers(s, "tess");
    const before = snapshot(s);
    for (const [method, path, body] of fullAccessOps) {
      expectError(
        await s.chat(method, path, { apikey: s.authKey, body }),
        403,
        "AUTH_ERR_NO_ACCESS",
        "chat-api",
      );
    }
    expect(snapshot(s)).toEqual(before);
  });

  it("answers 401 for a missing key, an unknown key and a wrong region, changing nothing", async () => {
    const s = makeSandbox();
    addUsers(s, "tess");
    const before = snapshot(s);
    const ops = [
      ...fullAccessOps,
      ["POST", "/users", { uid: "new", name: "N" }] as [string, string, unknown],
    ];
    for (const [method, path, body] of ops) {
      expectError(
        await s.chat(method, path, { apikey: null, body }),
        401,
        "AUTH_ERR_EMPTY_APIKEY",
        "chat-api",
      );
      expectError(
        await s.chat(method, path, { apikey: "nope", body }),
        401,
        "AUTH_ERR_APIKEY_NOT_FOUND",
        "chat-api",
      );
      expectError(
        await s.raw(method, `/in/${s.app.id}/api/v3${path}`, { body }),
        401,
        "AUTH_ERR_INVALID_APPID",
        "chat-api",
      );
    }
    expect(snapshot(s)).toEqual(before);
  });
});
