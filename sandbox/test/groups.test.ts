import { describe, expect, it } from "vitest";
import { successEnvelope } from "../../lib/schemas/common";
import { groupEnvelope, groupListEnvelope, groupSchema } from "../../lib/schemas/groups";
import { insertMessage } from "../src/core/messages";
import { expectError, okBody, okData } from "./answers";
import { expectRefusals } from "./chat-helpers";
import { addGroup, addUsers, addWebhook, nowSec, onePage, pageOf } from "./fixtures";
import { eventsOf, expectKeyRefusals, expectRejected, snapshot } from "./groups-helpers";
import { makeSandbox, type Sandbox } from "./harness";

const strictGroup = groupSchema.strict();
/** A 200 answer's group, checked to have only the fields of the schema. */
const groupData = (res: { status: number; json: unknown }) => strictGroup.parse(okData(res, groupEnvelope));

const GROUP_TRIGGERS = [
  "group_created",
  "group_updated",
  "group_deleted",
  "group_owner_transferred",
  "group_member_added",
  "group_member_banned",
];

function setup() {
  const s = makeSandbox();
  addUsers(s, "alice", "bob", "carol", "dave");
  addWebhook(s, "hook", GROUP_TRIGGERS);
  return s;
}

const create = (s: Sandbox, body: unknown, onBehalfOf?: string) =>
  s.chat("POST", "/groups", { body, onBehalfOf });
const eventGroup = (s: Sandbox, trigger: string) =>
  (eventsOf(s, trigger)[0]?.data as { group?: Record<string, unknown> } | undefined)?.group;
const groupCount = (s: Sandbox) =>
  (s.db.prepare("SELECT count(*) AS n FROM groups").get() as { n: number }).n;

describe("POST /groups", () => {
  it("creates a public group owned by app_system by default", async () => {
    const s = setup();
    const res = await create(s, { guid: "Team-1", name: "Team one" });
    const g = groupData(res);
    expect(g).toEqual({
      guid: "team-1",
      name: "Team one",
      type: "public",
      owner: "app_system",
      membersCount: 0,
      onlineMembersCount: 0,
      createdAt: nowSec(s),
      conversationId: "group_team-1",
    });
    expect(res.headers.get("X-Rate-Limit")).toBe("10000");
    const [event] = eventsOf(s, "group_created");
    expect(event).toMatchObject({ trigger: "group_created", appId: s.app.id, region: "us", webhook: "hook" });
    const data = event?.data as { group: Record<string, unknown>; members: Record<string, unknown> };
    expect(data.group).toMatchObject({
      guid: "team-1",
      owner: "app_system",
      hasJoined: false,
      membersCount: 0,
    });
    expect(Object.keys(data.members)).toEqual(["app_system"]);
  });

  it("makes a user owner an admin member and adds the initial members with the highest role", async () => {
    const s = setup();
    const body = {
      guid: "g1",
      name: "G1",
      type: "private",
      owner: "Alice",
      description: "about",
      icon: "https://example.com/i.png",
      metadata: { a: 1 },
      tags: ["x", "y"],
      members: {
        admins: ["bob"],
        moderators: ["carol", "bob"],
        participants: ["carol"],
        usersToBan: ["dave"],
      },
    };
    const res = await create(s, body);
    const g = groupData(res);
    expect(g).toMatchObject({
      guid: "g1",
      type: "private",
      owner: "alice",
      description: "about",
      icon: "https://example.com/i.png",
      metadata: { a: 1 },
      tags: ["x", "y"],
      membersCount: 3,
      scope: "admin",
      hasJoined: true,
      joinedAt: nowSec(s),
    });
    const scopes = s.db.prepare("SELECT uid, scope FROM group_members WHERE guid = 'g1' ORDER BY uid").all();
    expect(scopes).toEqual([
      { uid: "alice", scope: "admin" },
      { uid: "bob", scope: "admin" },
      { uid: "carol", scope: "moderator" },
    ]);
    expect(s.db.prepare("SELECT uid FROM group_bans WHERE guid = 'g1'").all()).toEqual([{ uid: "dave" }]);

    const created = eventsOf(s, "group_created")[0]?.data as Record<string, Record<string, unknown>>;
    for (const field of [
      "guid",
      "name",
      "type",
      "scope",
      "membersCount",
      "joinedAt",
      "conversationId",
      "hasJoined",
      "createdAt",
      "owner",
    ]) {
      expect(created.group).toHaveProperty(field);
    }
    expect(created.group?.scope).toBe("admin");
    expect(Object.keys(created.members ?? {})).toEqual(["alice"]);
    expect(created.members?.alice).toMatchObject({ uid: "alice", name: "User alice", status: "offline" });

    const added = eventsOf(s, "group_member_added")[0]?.data as Record<string, Record<string, unknown>>;
    expect(Object.keys(added.members ?? {}).sort()).toEqual(["bob", "carol"]);
    expect(added.members?.bob).toMatchObject({ uid: "bob", scope: "admin" });
    expect(added.by).toMatchObject({ uid: "alice" });
    expect(added.group).toMatchObject({ guid: "g1", membersCount: 3 });
    const banned = eventsOf(s, "group_member_banned")[0]?.data as Record<string, Record<string, unknown>>;
    expect(Object.keys(banned.members ?? {})).toEqual(["dave"]);
    expect(banned.by).toMatchObject({ uid: "alice" });
  });

  it("uses the onBehalfOf user as owner when no owner is given", async () => {
    const s = setup();
    const g = groupData(await create(s, { guid: "g2", name: "G2" }, "bob"));
    expect(g.owner).toBe("bob");
    expect(g.membersCount).toBe(1);
  });

  it("stores a password group without echoing the password", async () => {
    const s = setup();
    const res = await create(s, { guid: "pw", name: "PW", type: "password", password: "secret" });
    expect(JSON.stringify(res.json)).not.toContain("secret");
    expect(groupData(res).type).toBe("password");
  });

  it.each([
    ["a guid with a space", { guid: "a b", name: "x" }, "guid"],
    ["a 101-character guid", { guid: "g".repeat(101), name: "x" }, "guid"],
    ["a missing name", { guid: "ok" }, "name"],
    ["a name that is a number", { guid: "ok", name: 5 }, "name"],
    ["an unknown type", { guid: "ok", name: "x", type: "secret" }, "type"],
    ["a password group without password", { guid: "ok", name: "x", type: "password" }, "password"],
    ["tags that are not an array", { guid: "ok", name: "x", tags: "a" }, "tags"],
    [
      "members that are not uid strings",
      { guid: "ok", name: "x", members: { admins: [1] } },
      "members.admins.0",
    ],
    [
      "26 initial members",
      { guid: "ok", name: "x", members: { participants: Array.from({ length: 26 }, (_, i) => `u${i}`) } },
      "members",
    ],
  ])("answers 400 for %s and creates nothing", async (_label, body, field) => {
    const s = setup();
    const error = await expectRejected(s, () => create(s, body), 400, "ERR_BAD_REQUEST");
    expect(error.details).toHaveProperty(field);
  });

  it("answers 400 for malformed JSON", async () => {
    const s = setup();
    await expectRejected(s, () => s.chat("POST", "/groups", { rawBody: "{guid:" }), 400, "ERR_BAD_REQUEST");
  });

  it("answers 409 ERR_GUID_ALREADY_EXISTS for a duplicate guid (case-insensitive)", async () => {
    const s = setup();
    await create(s, { guid: "dup", name: "one" });
    await expectRejected(s, () => create(s, { guid: "DUP", name: "two" }), 409, "ERR_GUID_ALREADY_EXISTS");
  });

  it("answers 404 ERR_UID_NOT_FOUND for an unknown owner or member and creates nothing", async () => {
    const s = setup();
    await expectRejected(
      s,
      () => create(s, { guid: "g", name: "x", owner: "nobody" }),
      404,
      "ERR_UID_NOT_FOUND",
    );
    const body = { guid: "g", name: "x", members: { participants: ["bob", "nobody"] } };
    await expectRejected(s, () => create(s, body), 404, "ERR_UID_NOT_FOUND");
    expect(groupCount(s)).toBe(0);
  });

  it("answers 400 when a uid is both banned and a member", async () => {
    const s = setup();
    const body = { guid: "g", name: "x", members: { participants: ["bob"], usersToBan: ["bob"] } };
    await expectRejected(s, () => create(s, body), 400, "ERR_BAD_REQUEST");
  });

  it("rejects an authOnly key (403), a missing key (401) and a wrong region (401)", async () => {
    const s = setup();
    const body = { guid: "g", name: "x" };
    await expectKeyRefusals(s, "POST", "/groups", body);
  });
});

describe("GET /groups", () => {
  async function seed() {
    const s = setup();
    await create(s, { guid: "alpha", name: "Zeta team", tags: ["red"] });
    s.advance(1000);
    await create(s, { guid: "beta", name: "Alpha crew", type: "private", tags: ["blue", "red"] });
    s.advance(1000);
    await create(s, { guid: "gamma", name: "Mid", owner: "alice", tags: ["blue"] });
    return s;
  }
  const list = async (s: Sandbox, qs: string, onBehalfOf?: string) => {
    const res = await s.chat("GET", `/groups${qs}`, { onBehalfOf });
    const body = okBody(res, groupListEnvelope);
    for (const g of body.data) strictGroup.parse(g);
    return body;
  };

  it("answers a page list sorted by name by default", async () => {
    const s = await seed();
    const body = await list(s, "");
    expect(body.data.map((g) => g.guid)).toEqual(["beta", "gamma", "alpha"]);
    expect(body.meta.pagination).toEqual(onePage(3));
  });

  it("pages with page and perPage and reports the true total", async () => {
    const s = await seed();
    const body = await list(s, "?perPage=2&page=2");
    expect(body.data.map((g) => g.guid)).toEqual(["alpha"]);
    expect(body.meta.pagination).toEqual(pageOf(3, 2, 2));
  });

  it("filters by searchKey (name or guid), type and tags", async () => {
    const s = await seed();
    expect((await list(s, "?searchKey=alpha")).data.map((g) => g.guid)).toEqual(["beta", "alpha"]);
    expect((await list(s, "?searchKey=amm")).data.map((g) => g.guid)).toEqual(["gamma"]);
    expect((await list(s, "?searchKey=%25")).data).toEqual([]);
    expect((await list(s, "?searchKey=TEAM")).data.map((g) => g.guid)).toEqual(["alpha"]);
    expect((await list(s, "?searchKey=ET")).data.map((g) => g.guid)).toEqual(["beta", "alpha"]);
    expect((await list(s, "?type=private")).data.map((g) => g.guid)).toEqual(["beta"]);
    expect((await list(s, "?tags=red")).data.map((g) => g.guid)).toEqual(["beta", "alpha"]);
    expect((await list(s, "?tags=blue,green&type=public")).data.map((g) => g.guid)).toEqual(["gamma"]);
  });

  it("sorts by guid or createdAt in either order", async () => {
    const s = await seed();
    expect((await list(s, "?sortBy=guid&sortOrder=desc")).data.map((g) => g.guid)).toEqual([
      "gamma",
      "beta",
      "alpha",
    ]);
    expect((await list(s, "?sortBy=createdAt&sortOrder=desc")).data.map((g) => g.guid)).toEqual([
      "gamma",
      "beta",
      "alpha",
    ]);
  });

  it("carries the onBehalfOf user's scope and hasJoined", async () => {
    const s = await seed();
    const body = await list(s, "?searchKey=gamma", "alice");
    expect(body.data[0]).toMatchObject({ scope: "admin", hasJoined: true });
    const other = await list(s, "?searchKey=alpha", "alice");
    expect(other.data[0]).toMatchObject({ hasJoined: false });
  });

  it("keeps the groups the onBehalfOf user joined with hasJoined=true, as published", async () => {
    const s = await seed();
    await s.chat("POST", "/groups/beta/members", { body: { moderators: ["alice"] } });
    const joined = await list(s, "?hasJoined=true", "alice");
    expect(joined.data.map((g) => [g.guid, g.scope, g.hasJoined])).toEqual([
      ["beta", "moderator", true],
      ["gamma", "admin", true],
    ]);
    expect(joined.meta.pagination.total).toBe(2);
    expect((await list(s, "?hasJoined=true", "bob")).data).toEqual([]);
    expect((await list(s, "?hasJoined=false", "alice")).meta.pagination.total).toBe(3);
    expect((await list(s, "?hasJoined=true")).meta.pagination.total).toBe(3);
    expectError(
      await s.chat("GET", "/groups?hasJoined=yes", { onBehalfOf: "alice" }),
      400,
      "ERR_BAD_REQUEST",
      "chat-api",
    );
  });

  it.each(["?perPage=0", "?perPage=1001", "?page=x", "?sortBy=owner", "?sortOrder=up", "?type=open"])(
    "answers 400 for %s",
    async (qs) => {
      const s = await seed();
      expectError(await s.chat("GET", `/groups${qs}`), 400, "ERR_BAD_REQUEST", "chat-api");
    },
  );
});

describe("GET /groups/:guid", () => {
  it("answers the group, with the caller's membership when onBehalfOf is given", async () => {
    const s = setup();
    addGroup(s, "g", { alice: "moderator" });
    const plain = groupData(await s.chat("GET", "/groups/G"));
    expect(plain).toMatchObject({ guid: "g", membersCount: 1, conversationId: "group_g" });
    expect(plain).not.toHaveProperty("scope");
    const mine = groupData(await s.chat("GET", "/groups/g", { onBehalfOf: "alice" }));
    expect(mine).toMatchObject({ scope: "moderator", hasJoined: true, joinedAt: nowSec(s) });
  });

  it("answers 404 for an unknown guid or onBehalfOf uid and 400 for an invalid guid", async () => {
    const s = setup();
    addGroup(s, "g");
    await expectRefusals(s, [
      ["GET", "/groups/nope", undefined, 404, "ERR_GUID_NOT_FOUND"],
      ["GET", "/groups/g", { onBehalfOf: "ghost" }, 404, "ERR_UID_NOT_FOUND"],
      ["GET", "/groups/a%20b", undefined, 400, "ERR_BAD_REQUEST"],
      ["GET", "/groups/g", { apikey: s.authKey }, 403, "AUTH_ERR_NO_ACCESS"],
    ]);
  });
});

describe("PUT /groups/:guid", () => {
  it("updates fields, sets updatedAt/updatedBy and fires group_updated", async () => {
    const s = setup();
    await create(s, { guid: "g", name: "Old", owner: "alice" });
    s.advance(5000);
    const body = { name: "New", description: "d", tags: ["t"], metadata: { k: "v" }, type: "private" };
    const res = await s.chat("PUT", "/groups/g", { body, onBehalfOf: "bob" });
    const g = groupData(res);
    expect(g).toMatchObject({ ...body, owner: "alice", updatedAt: nowSec(s), updatedBy: "bob" });
    const group = eventGroup(s, "group_updated");
    for (const f of ["guid", "name", "type", "membersCount", "conversationId", "createdAt", "owner"]) {
      expect(group).toHaveProperty(f);
    }
    expect(group).toMatchObject({
      name: "New",
      updatedAt: nowSec(s),
      updatedBy: "bob",
      onlineMembersCount: 0,
    });
    expect(eventsOf(s, "group_owner_transferred")).toEqual([]);
  });

  it("switches to a password group with a password and clears it when switching back", async () => {
    const s = setup();
    addGroup(s, "g");
    const stored = () =>
      s.db.prepare("SELECT type, password FROM groups WHERE guid = 'g'").get() as {
        type: string;
        password: string | null;
      };
    const res = await s.chat("PUT", "/groups/g", { body: { type: "password", password: "pw" } });
    expect(groupData(res).type).toBe("password");
    expect(stored().password).toMatch(/^[0-9a-f]{64}$/);
    expect((await s.chat("PUT", "/groups/g", { body: { name: "Renamed" } })).status).toBe(200);
    expect(stored().password).not.toBeNull();
    await s.chat("PUT", "/groups/g", { body: { type: "public" } });
    expect(stored()).toEqual({ type: "public", password: null });
  });

  it("records app_system as updatedBy without onBehalfOf", async () => {
    const s = setup();
    addGroup(s, "g");
    const g = groupData(await s.chat("PUT", "/groups/g", { body: { name: "N" } }));
    expect(g.updatedBy).toBe("app_system");
  });

  it("transfers ownership to a member: new owner becomes admin, fires group_owner_transferred", async () => {
    const s = setup();
    addGroup(s, "g", { alice: "admin", bob: "participant" }, { owner: "alice" });
    const res = await s.chat("PUT", "/groups/g", { body: { owner: "bob" } });
    expect(groupData(res).owner).toBe("bob");
    const bob = s.db.prepare("SELECT scope FROM group_members WHERE guid = 'g' AND uid = 'bob'").get();
    expect(bob).toEqual({ scope: "admin" });
    expect(eventGroup(s, "group_owner_transferred")).toMatchObject({
      guid: "g",
      owner: "bob",
      oldOwner: "alice",
    });
    expect(eventsOf(s, "group_updated")).toEqual([]);
  });

  it("refuses an owner who is not a member (400 ERR_NOT_A_MEMBER) or unknown (404)", async () => {
    const s = setup();
    addGroup(s, "g", { alice: "admin" }, { owner: "alice" });
    await expectRejected(
      s,
      () => s.chat("PUT", "/groups/g", { body: { owner: "carol" } }),
      400,
      "ERR_NOT_A_MEMBER",
    );
    await expectRejected(
      s,
      () => s.chat("PUT", "/groups/g", { body: { owner: "ghost" } }),
      404,
      "ERR_UID_NOT_FOUND",
    );
  });

  it("answers 400 for an empty body, wrong types, malformed JSON or a password type without password", async () => {
    const s = setup();
    addGroup(s, "g");
    const put = (r: Parameters<Sandbox["chat"]>[2]) => () => s.chat("PUT", "/groups/g", r);
    await expectRejected(s, put({ body: {} }), 400, "ERR_BAD_REQUEST");
    await expectRejected(s, put({ body: { name: 3 } }), 400, "ERR_BAD_REQUEST");
    await expectRejected(s, put({ body: { tags: "a" } }), 400, "ERR_BAD_REQUEST");
    await expectRejected(s, put({ rawBody: "[" }), 400, "ERR_BAD_REQUEST");
    await expectRejected(s, put({ body: { type: "password" } }), 400, "ERR_BAD_REQUEST");
  });

  it("answers 404 for an unknown guid and 403 for an authOnly key", async () => {
    const s = setup();
    addGroup(s, "g");
    await expectRejected(
      s,
      () => s.chat("PUT", "/groups/nope", { body: { name: "x" } }),
      404,
      "ERR_GUID_NOT_FOUND",
    );
    await expectRejected(
      s,
      () => s.chat("PUT", "/groups/g", { body: { name: "x" }, apikey: s.authKey }),
      403,
      "AUTH_ERR_NO_ACCESS",
    );
  });
});

describe("DELETE /groups/:guid", () => {
  it("removes the group, its members, bans, conversation and messages and fires group_deleted", async () => {
    const s = setup();
    await create(s, {
      guid: "g",
      name: "G",
      owner: "alice",
      members: { participants: ["bob"], usersToBan: ["dave"] },
    });
    insertMessage(
      s.db,
      s.app.id,
      {
        sender: "alice",
        receiverType: "group",
        receiver: "g",
        category: "message",
        type: "text",
        data: { text: "hi" },
      },
      nowSec(s),
    );
    s.advance(3000);
    const res = await s.chat("DELETE", "/groups/g", { onBehalfOf: "alice" });
    expect(res.status).toBe(200);
    // Core operations are users create/delete and groups create/join/leave: a group delete is standard.
    expect(res.headers.get("X-Rate-Limit")).toBe("20000");
    expect(successEnvelope.parse(res.json).data.success).toBe(true);
    const after = snapshot(s);
    expect(after.groups).toEqual([]);
    expect(after.group_members).toEqual([]);
    expect(after.group_bans).toEqual([]);
    expect(after.conversations).toEqual([]);
    expect(after.messages).toEqual([]);
    expect(eventGroup(s, "group_deleted")).toMatchObject({
      guid: "g",
      owner: "alice",
      membersCount: 2,
      updatedAt: nowSec(s),
      updatedBy: "alice",
      conversationId: "group_g",
    });
    expectError(await s.chat("GET", "/groups/g"), 404, "ERR_GUID_NOT_FOUND", "chat-api");
  });

  it("answers 404 for an unknown guid and 403 for an authOnly key", async () => {
    const s = setup();
    addGroup(s, "g");
    await expectRejected(s, () => s.chat("DELETE", "/groups/nope"), 404, "ERR_GUID_NOT_FOUND");
    await expectRejected(
      s,
      () => s.chat("DELETE", "/groups/g", { apikey: s.authKey }),
      403,
      "AUTH_ERR_NO_ACCESS",
    );
  });
});
