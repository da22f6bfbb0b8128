import { describe, expect, it } from "vitest";
import { dataEnvelope } from "../../lib/schemas/common";
import { deactivatedUidsSchema, nonDeactivatedUidsSchema } from "../../lib/schemas/users";
import { expectError } from "./answers";
import { addUsers, nowSec, onePage, pageOf } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";
import { listUids, userSnapshot as snapshot, userPage } from "./users-helpers";

describe("GET /users", () => {
  async function seed(s: Sandbox) {
    const mk = (body: Record<string, unknown>) => s.chat("POST", "/users", { body });
    await mk({ uid: "alice", name: "Zed Alice", tags: ["vip"] });
    s.advance(1000);
    await mk({ uid: "albert", name: "Albert", role: "admin", tags: ["beta", "vip"] });
    s.advance(1000);
    await mk({ uid: "bob", name: "Alfred Bob" });
    s.advance(1000);
    await mk({ uid: "car_1", name: "Car one" });
    s.advance(1000);
    await mk({ uid: "carx1", name: "Car x" });
    s.db.prepare("UPDATE users SET status = 'online' WHERE uid = 'bob'").run();
  }

  it("lists active users sorted by uid with page meta", async () => {
    const s = makeSandbox();
    await seed(s);
    const res = await s.chat("GET", "/users");
    const page = userPage.parse(res.json);
    expect(page.data.map((u) => u.uid)).toEqual(["albert", "alice", "bob", "car_1", "carx1"]);
    expect(page.meta.pagination).toEqual(onePage(5));
  });

  it("pages, and bounds perPage to 1..1000", async () => {
    const s = makeSandbox();
    await seed(s);
    const page = userPage.parse((await s.chat("GET", "/users?perPage=2&page=3")).json);
    expect(page.data.map((u) => u.uid)).toEqual(["carx1"]);
    expect(page.meta.pagination).toEqual(pageOf(5, 2, 3));
    expect((await s.chat("GET", "/users?perPage=1000")).status).toBe(200);
    for (const q of ["perPage=1001", "perPage=0", "page=-1", "page=x"]) {
      expectError(await s.chat("GET", `/users?${q}`), 400, "ERR_BAD_REQUEST", "chat-api");
    }
  });

  it("searchKey matches anywhere in the uid or name, case-insensitively, with _ taken literally", async () => {
    const s = makeSandbox();
    await seed(s);
    expect(await listUids(s, "&searchKey=AL")).toEqual(["albert", "alice", "bob"]);
    expect(await listUids(s, "&searchKey=zed")).toEqual(["alice"]);
    expect(await listUids(s, "&searchKey=lice")).toEqual(["alice"]);
    expect(await listUids(s, "&searchKey=car_")).toEqual(["car_1"]);
    expect(await listUids(s, "&searchKey=%25")).toEqual([]);
  });

  it("searchKey finds a later word of the name, such as a last name", async () => {
    const s = makeSandbox();
    await seed(s);
    expect(await listUids(s, "&searchKey=one")).toEqual(["car_1"]);
    expect(await listUids(s, "&searchKey=Car%20O")).toEqual(["car_1"]);
    expect(await listUids(s, "&searchKey=BOB")).toEqual(["bob"]);
    expect(await listUids(s, "&searchKey=fred%20b")).toEqual(["bob"]);
    expect(await listUids(s, "&searchKey=CARX")).toEqual(["carx1"]);
  });

  it("filters by status, role and tags", async () => {
    const s = makeSandbox();
    await seed(s);
    expect(await listUids(s, "&status=available")).toEqual(["bob"]);
    expect(await listUids(s, "&status=offline")).toEqual(["albert", "alice", "car_1", "carx1"]);
    expect(await listUids(s, "&role=admin")).toEqual(["albert"]);
    expect(await listUids(s, "&tags=vip")).toEqual(["albert", "alice"]);
    expect(await listUids(s, "&tags=beta,none")).toEqual(["albert"]);
    expectError(await s.chat("GET", "/users?status=busy"), 400, "ERR_BAD_REQUEST", "chat-api");
    const manyTags = Array.from({ length: 26 }, (_, i) => `t${i}`).join(",");
    expectError(await s.chat("GET", `/users?tags=${manyTags}`), 400, "ERR_BAD_REQUEST", "chat-api");
  });

  it("sorts by name or createdAt on request", async () => {
    const s = makeSandbox();
    await seed(s);
    expect(await listUids(s, "&sortBy=name")).toEqual(["albert", "bob", "car_1", "carx1", "alice"]);
    expect(await listUids(s, "&sortBy=createdAt&sortOrder=desc")).toEqual([
      "carx1",
      "car_1",
      "bob",
      "albert",
      "alice",
    ]);
    expectError(await s.chat("GET", "/users?sortBy=status"), 400, "ERR_BAD_REQUEST", "chat-api");
  });

  it("hides deactivated users unless withDeactivated or onlyDeactivated asks", async () => {
    const s = makeSandbox();
    await seed(s);
    await s.chat("DELETE", "/users/bob");
    expect(await listUids(s)).toEqual(["albert", "alice", "car_1", "carx1"]);
    expect(await listUids(s, "&withDeactivated=true")).toEqual(["albert", "alice", "bob", "car_1", "carx1"]);
    const only = userPage.parse((await s.chat("GET", "/users?onlyDeactivated=true")).json);
    expect(only.data.map((u) => [u.uid, u.deactivatedAt])).toEqual([["bob", nowSec(s)]]);
    expectError(await s.chat("GET", "/users?withDeactivated=maybe"), 400, "ERR_BAD_REQUEST", "chat-api");
  });

  it("adds conversationId and block flags for the onBehalfOf user", async () => {
    const s = makeSandbox();
    await seed(s);
    await s.chat("POST", "/users/bob/blockedusers", { body: { blockedUids: ["alice"] } });
    const page = userPage.parse((await s.chat("GET", "/users?searchKey=alice", { onBehalfOf: "bob" })).json);
    expect(page.data[0]).toMatchObject({
      uid: "alice",
      conversationId: "alice_user_bob",
      blockedByMe: true,
      hasBlockedMe: false,
    });
    expectError(await s.chat("GET", "/users", { onBehalfOf: "ghost" }), 404, "ERR_UID_NOT_FOUND", "chat-api");
  });
});

describe("[ours] GET /users by last activity", () => {
  const DAY = 86_400;
  const T = 1_790_000_000;
  // Last active: ann 40 days before T, ben 10, cy 1 day before, dee never; eve 50 days before, deactivated.
  async function seed(s: Sandbox) {
    for (const uid of ["ann", "ben", "cy", "dee", "eve"]) {
      await s.chat("POST", "/users", { body: { uid, name: uid.toUpperCase() } });
    }
    const active = s.db.prepare("UPDATE users SET last_active_at = ? WHERE uid = ?");
    active.run(T - 40 * DAY, "ann");
    active.run(T - 10 * DAY, "ben");
    active.run(T - DAY, "cy");
    active.run(T - 50 * DAY, "eve");
    await s.chat("DELETE", "/users/eve");
  }

  it("lastActiveBefore and lastActiveAfter keep users active strictly before or after the time, with true totals", async () => {
    const s = makeSandbox();
    await seed(s);
    expect(await listUids(s, `&lastActiveBefore=${T - 30 * DAY}`)).toEqual(["ann"]);
    expect(await listUids(s, `&lastActiveBefore=${T - 10 * DAY}`)).toEqual(["ann"]);
    expect(await listUids(s, `&lastActiveBefore=${T - 10 * DAY + 1}`)).toEqual(["ann", "ben"]);
    expect(await listUids(s, `&lastActiveAfter=${T - 10 * DAY}`)).toEqual(["cy"]);
    expect(await listUids(s, `&lastActiveAfter=${T - 20 * DAY}&lastActiveBefore=${T - 2 * DAY}`)).toEqual([
      "ben",
    ]);
    // Never active: neither before nor after; deactivated users only when asked, as for every filter.
    expect(await listUids(s, `&lastActiveBefore=${T}&withDeactivated=true`)).toEqual([
      "ann",
      "ben",
      "cy",
      "eve",
    ]);
    expect(await listUids(s, `&lastActiveBefore=${T - 45 * DAY}&onlyDeactivated=true`)).toEqual(["eve"]);
    const page = userPage.parse((await s.chat("GET", `/users?lastActiveBefore=${T}&perPage=2&page=2`)).json);
    expect(page.data.map((u) => [u.uid, u.lastActiveAt])).toEqual([["cy", T - DAY]]);
    expect(page.meta.pagination).toEqual(pageOf(3, 2, 2));
  });

  it("sorts by lastActiveAt, users never active first when ascending", async () => {
    const s = makeSandbox();
    await seed(s);
    expect(await listUids(s, "&sortBy=lastActiveAt")).toEqual(["dee", "ann", "ben", "cy"]);
    expect(await listUids(s, "&sortBy=lastActiveAt&sortOrder=desc")).toEqual(["cy", "ben", "ann", "dee"]);
    expect(await listUids(s, `&sortBy=lastActiveAt&sortOrder=desc&lastActiveBefore=${T}`)).toEqual([
      "cy",
      "ben",
      "ann",
    ]);
    const second = userPage.parse((await s.chat("GET", "/users?sortBy=lastActiveAt&perPage=3&page=2")).json);
    expect(second.data.map((u) => u.uid)).toEqual(["cy"]);
  });

  it.each([
    ["lastActiveBefore=yesterday", "lastActiveBefore", "must be a Unix time in seconds (at most 10 digits)"],
    ["lastActiveBefore=-1", "lastActiveBefore", "must be a Unix time in seconds (at most 10 digits)"],
    ["lastActiveAfter=1.5", "lastActiveAfter", "must be a Unix time in seconds (at most 10 digits)"],
    ["lastActiveAfter=17900000000", "lastActiveAfter", "must be a Unix time in seconds (at most 10 digits)"],
    [
      "lastActiveAfter=1790000000&lastActiveBefore=1790000000",
      "lastActiveAfter",
      "must be earlier than lastActiveBefore",
    ],
    ["sortBy=lastActive", "sortBy", "must be uid, name, createdAt or lastActiveAt"],
    ["sortBy=lastActiveAt&sortOrder=up", "sortOrder", "must be asc or desc"],
  ])("refuses %s with 400 naming the parameter", async (query, field, problem) => {
    const s = makeSandbox();
    await seed(s);
    const error = expectError(await s.chat("GET", `/users?${query}`), 400, "ERR_BAD_REQUEST", "chat-api");
    expect(error.details).toEqual({ [field]: [problem] });
    expect(error.message).toBe(`Failed to validate the query parameters. ${field}: ${problem}`);
  });
});

describe("bulk deactivate and reactivate", () => {
  it("DELETE /users deactivates each uid and answers the uids it deactivated, as published", async () => {
    const s = makeSandbox();
    addUsers(s, "q1", "q2", "q3");
    await s.chat("DELETE", "/users/q3");
    const res = await s.chat("DELETE", "/users", { body: { uidsToDeactivate: ["q1", "Q2", "q3", "ghost"] } });
    expect(dataEnvelope(deactivatedUidsSchema).strict().parse(res.json).data).toEqual({
      deactivatedUids: ["q1", "q2"],
    });
    expect(await listUids(s)).toEqual([]);
    expect(await listUids(s, "&onlyDeactivated=true")).toEqual(["q1", "q2", "q3"]);
  });

  it("PUT /users reactivates each uid and answers the uids active after it, as published", async () => {
    const s = makeSandbox();
    addUsers(s, "r1", "r2");
    await s.chat("DELETE", "/users/r1");
    const res = await s.chat("PUT", "/users", { body: { uidsToActivate: ["r1", "r2", "ghost"] } });
    expect(dataEnvelope(nonDeactivatedUidsSchema).strict().parse(res.json).data).toEqual({
      nonDeactivatedUids: ["r1", "r2"],
    });
    expect(await listUids(s)).toEqual(["r1", "r2"]);
  });

  it("rejects bad bulk bodies with 400 and changes nothing", async () => {
    const s = makeSandbox();
    addUsers(s, "s1");
    const before = snapshot(s);
    const bad: [string, unknown][] = [
      ["DELETE", {}],
      ["DELETE", { uidsToDeactivate: [] }],
      ["DELETE", { uidsToDeactivate: "s1" }],
      ["DELETE", { uidsToDeactivate: ["s 1"] }],
      ["DELETE", { uidsToDeactivate: Array.from({ length: 101 }, (_, i) => `u${i}`) }],
      ["PUT", { uidsToActivate: [1] }],
      ["PUT", {}],
    ];
    for (const [method, body] of bad) {
      expectError(await s.chat(method, "/users", { body }), 400, "ERR_BAD_REQUEST", "chat-api");
    }
    expect(snapshot(s)).toEqual(before);
  });
});
