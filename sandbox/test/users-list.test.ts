import { describe, expect, it } from "vitest";
import { dataEnvelope } from "../../lib/schemas/common";
import { deactivatedUidsSchema, nonDeactivatedUidsSchema } from "../../lib/schemas/users";
import { addUsers } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";
import { expectError, listUids, nowSec, userSnapshot as snapshot, userPage } from "./users-helpers";

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
    expect(page.meta.pagination).toEqual({
      total: 5,
      count: 5,
      per_page: 100,
      current_page: 1,
      total_pages: 1,
    });
  });

  it("pages, and bounds perPage to 1..1000", async () => {
    const s = makeSandbox();
    await seed(s);
    const page = userPage.parse((await s.chat("GET", "/users?perPage=2&page=3")).json);
    expect(page.data.map((u) => u.uid)).toEqual(["carx1"]);
    expect(page.meta.pagination).toEqual({
      total: 5,
      count: 1,
      per_page: 2,
      current_page: 3,
      total_pages: 3,
    });
    expect((await s.chat("GET", "/users?perPage=1000")).status).toBe(200);
    for (const q of ["perPage=1001", "perPage=0", "page=-1", "page=x"]) {
      expectError(await s.chat("GET", `/users?${q}`), 400, "ERR_BAD_REQUEST");
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
    expectError(await s.chat("GET", "/users?status=busy"), 400, "ERR_BAD_REQUEST");
    const manyTags = Array.from({ length: 26 }, (_, i) => `t${i}`).join(",");
    expectError(await s.chat("GET", `/users?tags=${manyTags}`), 400, "ERR_BAD_REQUEST");
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
    expectError(await s.chat("GET", "/users?sortBy=status"), 400, "ERR_BAD_REQUEST");
  });

  it("hides deactivated users unless withDeactivated or onlyDeactivated asks", async () => {
    const s = makeSandbox();
    await seed(s);
    await s.chat("DELETE", "/users/bob");
    expect(await listUids(s)).toEqual(["albert", "alice", "car_1", "carx1"]);
    expect(await listUids(s, "&withDeactivated=true")).toEqual(["albert", "alice", "bob", "car_1", "carx1"]);
    const only = userPage.parse((await s.chat("GET", "/users?onlyDeactivated=true")).json);
    expect(only.data.map((u) => [u.uid, u.deactivatedAt])).toEqual([["bob", nowSec(s)]]);
    expectError(await s.chat("GET", "/users?withDeactivated=maybe"), 400, "ERR_BAD_REQUEST");
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
    expectError(await s.chat("GET", "/users", { onBehalfOf: "ghost" }), 404, "ERR_UID_NOT_FOUND");
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
      expectError(await s.chat(method, "/users", { body }), 400, "ERR_BAD_REQUEST");
    }
    expect(snapshot(s)).toEqual(before);
  });
});
