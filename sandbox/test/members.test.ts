import { describe, expect, it } from "vitest";
import { successEnvelope } from "../../lib/schemas/common";
import {
  addMembersEnvelope,
  bannedUserListEnvelope,
  bannedUserSchema,
  groupActionMessageSchema,
  memberListEnvelope,
  memberSchema,
  scopeChangeEnvelope,
} from "../../lib/schemas/members";
import { expectError, okBody, okData } from "./answers";
import { expectRefusals } from "./chat-helpers";
import { addGroup, addUsers, addWebhook, nowSec, onePage, pageOf } from "./fixtures";
import { eventsOf, expectKeyRefusals, expectRejected } from "./groups-helpers";
import { makeSandbox, type Sandbox } from "./harness";

const MEMBER_TRIGGERS = [
  "group_member_added",
  "group_member_banned",
  "group_member_unbanned",
  "group_member_kicked",
  "group_member_scope_changed",
];

function setup() {
  const s = makeSandbox();
  addUsers(s, "owner", "alice", "bob", "carol", "dave", "erin");
  addGroup(s, "g", { owner: "admin" }, { owner: "owner" });
  addWebhook(s, "hook", MEMBER_TRIGGERS);
  return s;
}

const add = (s: Sandbox, body: unknown, onBehalfOf?: string) =>
  s.chat("POST", "/groups/g/members", { body, onBehalfOf });
const scopeOf = (s: Sandbox, uid: string) =>
  (
    s.db.prepare("SELECT scope FROM group_members WHERE guid = 'g' AND uid = ?").get(uid) as
      | { scope: string }
      | undefined
  )?.scope;
const isBanned = (s: Sandbox, uid: string) =>
  Boolean(s.db.prepare("SELECT 1 FROM group_bans WHERE guid = 'g' AND uid = ?").get(uid));
type EventData = {
  group: Record<string, unknown>;
  members: Record<string, Record<string, unknown>>;
  by: unknown;
};
const eventData = (s: Sandbox, trigger: string, i = 0) => eventsOf(s, trigger)[i]?.data as EventData;

describe("POST /groups/:guid/members", () => {
  it("answers one action message per added uid, membersCount counting each addition", async () => {
    const s = setup();
    const res = await add(s, { admins: ["Alice"], moderators: ["bob"], participants: ["carol", "dave"] });
    const data = okData(res, addMembersEnvelope);
    expect(Object.keys(data).sort()).toEqual(["admins", "moderators", "participants", "usersToBan"]);
    expect(data.usersToBan).toEqual({});
    const order: [keyof typeof data, string, number][] = [
      ["admins", "alice", 2],
      ["moderators", "bob", 3],
      ["participants", "carol", 4],
      ["participants", "dave", 5],
    ];
    for (const [list, uid, count] of order) {
      const result = data[list][uid];
      if (!result?.success || !("data" in result)) throw new Error(`${uid} was not added`);
      const m = groupActionMessageSchema.strict().parse(result.data);
      expect(m).toMatchObject({
        category: "action",
        type: "groupMember",
        sender: "app_system",
        receiverType: "group",
        receiver: "g",
        conversationId: "group_g",
        sentAt: nowSec(s),
      });
      expect(m.data.action).toBe("added");
      expect(m.data.entities.by.entity.uid).toBe("app_system");
      expect(m.data.entities.on.entity.uid).toBe(uid);
      expect(m.data.entities.for.entity).toMatchObject({ guid: "g", membersCount: count });
    }
    expect([scopeOf(s, "alice"), scopeOf(s, "bob"), scopeOf(s, "carol")]).toEqual([
      "admin",
      "moderator",
      "participant",
    ]);
    const event = eventData(s, "group_member_added");
    expect(Object.keys(event.members).sort()).toEqual(["alice", "bob", "carol", "dave"]);
    expect(event.members.bob).toMatchObject({ uid: "bob", name: "User bob", scope: "moderator" });
    expect(event.group).toMatchObject({ guid: "g", membersCount: 5 });
    expect(event.by).toMatchObject({ uid: "app_system" });
    expect(eventsOf(s, "group_member_added")).toHaveLength(1);
  });

  it("sends as the onBehalfOf user and gives a uid named twice its highest role", async () => {
    const s = setup();
    const res = await add(
      s,
      { participants: ["alice", "bob"], moderators: ["alice"], admins: ["bob"] },
      "owner",
    );
    const { data } = addMembersEnvelope.parse(res.json);
    expect(Object.keys(data.admins)).toEqual(["bob"]);
    expect(Object.keys(data.moderators)).toEqual(["alice"]);
    expect(data.participants).toEqual({});
    expect(scopeOf(s, "alice")).toBe("moderator");
    expect(scopeOf(s, "bob")).toBe("admin");
    const bob = data.admins.bob;
    if (!bob?.success) throw new Error("bob was not added");
    expect(bob.data.sender).toBe("app_system");
    expect(bob.data.data.entities.by.entity.uid).toBe("owner");
    expect(eventData(s, "group_member_added").by).toMatchObject({ uid: "owner" });
  });

  it("reports a failing uid with its error object without failing the call", async () => {
    const s = setup();
    addGroup(s, "other");
    s.db
      .prepare("INSERT INTO group_bans (app_id, guid, uid, banned_at) VALUES (?, 'g', 'erin', 0)")
      .run(s.app.id);
    const res = await add(s, { participants: ["ghost", "owner", "erin", "alice"] });
    const data = okData(res, addMembersEnvelope);
    const codes = Object.fromEntries(
      Object.entries(data.participants).map(([uid, r]) => [uid, r.success ? "ok" : r.error.code]),
    );
    expect(codes).toEqual({
      ghost: "ERR_UID_NOT_FOUND",
      owner: "ERR_ALREADY_JOINED",
      erin: "ERR_USER_BANNED",
      alice: "ok",
    });
    const ghost = data.participants.ghost;
    if (ghost?.success !== false) throw new Error("ghost should fail");
    expect(ghost.error).toEqual({
      message: expect.any(String),
      devMessage: expect.any(String),
      source: "chat-api",
      code: "ERR_UID_NOT_FOUND",
    });
    const alice = data.participants.alice;
    if (!alice?.success) throw new Error("alice should be added");
    expect(alice.data.data.entities.for.entity.membersCount).toBe(2);
    expect(Object.keys(eventData(s, "group_member_added").members)).toEqual(["alice"]);
  });

  it("bans usersToBan (results carry only success) and fires group_member_banned", async () => {
    const s = setup();
    addGroup(s, "h");
    s.db
      .prepare(
        "INSERT INTO group_members (app_id, guid, uid, scope, joined_at) VALUES (?, 'g', 'bob', 'participant', 0)",
      )
      .run(s.app.id);
    const res = await add(
      s,
      { usersToBan: ["bob", "carol", "ghost", "owner"], participants: ["carol"] },
      "owner",
    );
    const { data } = addMembersEnvelope.parse(res.json);
    expect(data.usersToBan).toEqual({
      bob: { success: true },
      carol: { success: true },
      ghost: { success: false },
      owner: { success: false },
    });
    expect(data.participants.carol).toMatchObject({ success: false, error: { code: "ERR_USER_BANNED" } });
    expect([isBanned(s, "bob"), isBanned(s, "carol"), scopeOf(s, "bob")]).toEqual([true, true, undefined]);
    const event = eventData(s, "group_member_banned");
    expect(Object.keys(event.members)).toEqual(["bob", "carol"]);
    expect(event.by).toMatchObject({ uid: "owner" });
    expect(event.group).toMatchObject({ guid: "g", membersCount: 1 });
    expect(eventsOf(s, "group_member_added")).toEqual([]);
  });

  it("reports an already banned uid in usersToBan as failed and fires nothing", async () => {
    const s = setup();
    await s.chat("POST", "/groups/g/bannedusers/bob");
    const before = eventsOf(s, "group_member_banned").length;
    const { data } = addMembersEnvelope.parse((await add(s, { usersToBan: ["BOB"] })).json);
    expect(data.usersToBan).toEqual({ bob: { success: false } });
    expect(eventsOf(s, "group_member_banned")).toHaveLength(before);
  });

  it("answers 400 with details for 26 uids and changes nothing", async () => {
    const s = setup();
    const uids = Array.from({ length: 26 }, (_, i) => `u${i}`);
    addUsers(s, ...uids);
    const body = {
      admins: uids.slice(0, 5),
      moderators: uids.slice(5, 10),
      participants: uids.slice(10, 20),
      usersToBan: uids.slice(20),
    };
    const error = await expectRejected(s, () => add(s, body), 400, "ERR_BAD_REQUEST");
    expect(
      Object.values(error.details ?? {})
        .flat()
        .join(" "),
    ).toContain("at most 25");
    const res = await add(s, { ...body, usersToBan: uids.slice(20, 25) });
    expect(res.status).toBe(200);
  });

  it.each([
    ["malformed JSON", { rawBody: "{admins:" }],
    ["a list that is not an array", { body: { admins: "alice" } }],
    ["uids that are not strings", { body: { participants: [1] } }],
    ["a uid with a space", { body: { participants: ["a b"] } }],
    ["a 101-character uid", { body: { participants: ["u".repeat(101)] } }],
    ["no uid at all", { body: {} }],
  ])("answers 400 for %s and changes nothing", async (_label, r) => {
    const s = setup();
    await expectRejected(s, () => s.chat("POST", "/groups/g/members", r), 400, "ERR_BAD_REQUEST");
  });

  it("answers 404 for an unknown guid or onBehalfOf, 403 for authOnly, 401 without key or in another region", async () => {
    const s = setup();
    const body = { participants: ["alice"] };
    await expectRejected(
      s,
      () => s.chat("POST", "/groups/nope/members", { body }),
      404,
      "ERR_GUID_NOT_FOUND",
    );
    await expectRejected(s, () => add(s, body, "ghost"), 404, "ERR_UID_NOT_FOUND");
    await expectKeyRefusals(s, "POST", "/groups/g/members", body);
  });
});

describe("GET /groups/:guid/members", () => {
  it("lists members as users with scope and joinedAt, filtered by scopes and paged", async () => {
    const s = setup();
    s.advance(1000);
    await add(s, { moderators: ["alice"], participants: ["bob", "carol"] });
    const res = await s.chat("GET", "/groups/g/members");
    const body = okBody(res, memberListEnvelope);
    for (const m of body.data) memberSchema.strict().parse(m);
    expect(body.data.map((m) => [m.uid, m.scope])).toEqual([
      ["owner", "admin"],
      ["alice", "moderator"],
      ["bob", "participant"],
      ["carol", "participant"],
    ]);
    expect(body.data[1]?.joinedAt).toBe(nowSec(s));
    expect(body.meta.pagination).toEqual(onePage(4));

    const filtered = memberListEnvelope.parse(
      (await s.chat("GET", "/groups/g/members?scopes=admin,moderator")).json,
    );
    expect(filtered.data.map((m) => m.uid)).toEqual(["owner", "alice"]);
    const paged = memberListEnvelope.parse((await s.chat("GET", "/groups/g/members?perPage=3&page=2")).json);
    expect(paged.data.map((m) => m.uid)).toEqual(["carol"]);
    expect(paged.meta.pagination).toEqual(pageOf(4, 3, 2));

    s.db.prepare("UPDATE users SET deactivated_at = 1 WHERE uid = 'bob'").run();
    const active = memberListEnvelope.parse((await s.chat("GET", "/groups/g/members")).json);
    expect(active.data.map((m) => m.uid)).toEqual(["owner", "alice", "carol"]);
    expect(active.meta.pagination.total).toBe(3);
  });

  it("answers 400 for an unknown scope or bad page and 404 for an unknown guid", async () => {
    const s = setup();
    await expectRefusals(s, [
      ["GET", "/groups/g/members?scopes=owner", undefined, 400, "ERR_BAD_REQUEST"],
      ["GET", "/groups/g/members?perPage=abc", undefined, 400, "ERR_BAD_REQUEST"],
      ["GET", "/groups/nope/members", undefined, 404, "ERR_GUID_NOT_FOUND"],
      ["GET", "/groups/g/members", { apikey: s.authKey }, 403, "AUTH_ERR_NO_ACCESS"],
    ]);
  });
});

describe("PUT /groups/:guid/members/:uid", () => {
  it("changes the scope and fires group_member_scope_changed with scope and oldScope", async () => {
    const s = setup();
    await add(s, { participants: ["alice"] });
    const res = await s.chat("PUT", "/groups/g/members/alice", {
      body: { scope: "moderator" },
      onBehalfOf: "owner",
    });
    expect(okData(res, scopeChangeEnvelope.strict())).toEqual({
      guid: "g",
      uid: "alice",
      scope: "moderator",
      joinedAt: expect.any(Number),
    });
    expect(scopeOf(s, "alice")).toBe("moderator");
    const event = eventData(s, "group_member_scope_changed");
    expect(event.members.alice).toMatchObject({ uid: "alice", scope: "moderator", oldScope: "participant" });
    expect(event.by).toMatchObject({ uid: "owner" });
    expect(event.group).toMatchObject({ guid: "g" });
    await s.chat("PUT", "/groups/g/members/alice", { body: { scope: "moderator" } });
    expect(eventsOf(s, "group_member_scope_changed")).toHaveLength(1);
  });

  it("rejects a non-member, unknown user or group, a bad scope and demoting the owner", async () => {
    const s = setup();
    const put = (path: string, body: unknown) => () => s.chat("PUT", path, { body });
    await expectRejected(s, put("/groups/g/members/alice", { scope: "admin" }), 400, "ERR_NOT_A_MEMBER");
    await expectRejected(s, put("/groups/g/members/ghost", { scope: "admin" }), 404, "ERR_UID_NOT_FOUND");
    await expectRejected(s, put("/groups/nope/members/owner", { scope: "admin" }), 404, "ERR_GUID_NOT_FOUND");
    await expectRejected(s, put("/groups/g/members/owner", { scope: "owner" }), 400, "ERR_BAD_REQUEST");
    await expectRejected(s, put("/groups/g/members/owner", { scope: 1 }), 400, "ERR_BAD_REQUEST");
    await expectRejected(
      s,
      put("/groups/g/members/owner", { scope: "participant" }),
      400,
      "ERR_GROUP_OWNER_ACTION",
    );
  });
});

describe("DELETE /groups/:guid/members/:uid", () => {
  it("kicks a member and fires group_member_kicked", async () => {
    const s = setup();
    await add(s, { participants: ["alice"] });
    const res = await s.chat("DELETE", "/groups/g/members/alice", { onBehalfOf: "owner" });
    expect(okData(res, successEnvelope).success).toBe(true);
    expect(scopeOf(s, "alice")).toBeUndefined();
    const event = eventData(s, "group_member_kicked");
    expect(Object.keys(event.members)).toEqual(["alice"]);
    expect(event.by).toMatchObject({ uid: "owner" });
    expect(event.group).toMatchObject({ guid: "g", membersCount: 1 });
  });

  it("refuses to kick the owner or a non-member", async () => {
    const s = setup();
    const error = await expectRejected(
      s,
      () => s.chat("DELETE", "/groups/g/members/owner"),
      400,
      "ERR_GROUP_OWNER_ACTION",
    );
    expect(error.message).toContain("owns the group");
    await expectRejected(s, () => s.chat("DELETE", "/groups/g/members/bob"), 400, "ERR_NOT_A_MEMBER");
    await expectRejected(s, () => s.chat("DELETE", "/groups/g/members/ghost"), 404, "ERR_UID_NOT_FOUND");
    await expectRejected(s, () => s.chat("DELETE", "/groups/nope/members/bob"), 404, "ERR_GUID_NOT_FOUND");
  });
});

describe("banned users", () => {
  it("bans a member (removing the membership), lists the ban and fires group_member_banned", async () => {
    const s = setup();
    await add(s, { participants: ["alice"] });
    const res = await s.chat("POST", "/groups/g/bannedusers/alice", { onBehalfOf: "owner" });
    expect(okData(res, successEnvelope).success).toBe(true);
    expect([scopeOf(s, "alice"), isBanned(s, "alice")]).toEqual([undefined, true]);
    const event = eventData(s, "group_member_banned");
    expect(Object.keys(event.members)).toEqual(["alice"]);
    expect(event.by).toMatchObject({ uid: "owner" });

    const list = bannedUserListEnvelope.parse((await s.chat("GET", "/groups/g/bannedusers")).json);
    for (const u of list.data) bannedUserSchema.strict().parse(u);
    expect(list.data.map((u) => u.uid)).toEqual(["alice"]);
    expect(list.meta.pagination).toEqual(onePage(1));
  });

  it("rejects banning the owner, a banned user, an unknown user or group", async () => {
    const s = setup();
    await s.chat("POST", "/groups/g/bannedusers/bob");
    await expectRejected(
      s,
      () => s.chat("POST", "/groups/g/bannedusers/owner"),
      400,
      "ERR_GROUP_OWNER_ACTION",
    );
    await expectRejected(s, () => s.chat("POST", "/groups/g/bannedusers/bob"), 400, "ERR_ALREADY_BANNED");
    await expectRejected(s, () => s.chat("POST", "/groups/g/bannedusers/ghost"), 404, "ERR_UID_NOT_FOUND");
    await expectRejected(s, () => s.chat("POST", "/groups/nope/bannedusers/bob"), 404, "ERR_GUID_NOT_FOUND");
    expectError(await s.chat("GET", "/groups/nope/bannedusers"), 404, "ERR_GUID_NOT_FOUND", "chat-api");
  });

  it("unbans answering {success, message}, as published, and fires group_member_unbanned", async () => {
    const s = setup();
    await s.chat("POST", "/groups/g/bannedusers/bob");
    const res = await s.chat("DELETE", "/groups/g/bannedusers/bob", { onBehalfOf: "owner" });
    expect(okData(res, successEnvelope.strict())).toEqual({
      success: true,
      message: expect.stringContaining("bob"),
    });
    expect(isBanned(s, "bob")).toBe(false);
    const event = eventData(s, "group_member_unbanned");
    expect(Object.keys(event.members)).toEqual(["bob"]);
    expect(event.by).toMatchObject({ uid: "owner" });
    const again = addMembersEnvelope.parse((await add(s, { participants: ["bob"] })).json);
    expect(again.data.participants.bob?.success).toBe(true);
  });

  it("answers 400 ERR_NOT_BANNED for a user who is not banned", async () => {
    const s = setup();
    await expectRejected(s, () => s.chat("DELETE", "/groups/g/bannedusers/bob"), 400, "ERR_NOT_BANNED");
    await expectRejected(
      s,
      () => s.chat("DELETE", "/groups/g/bannedusers/bob", { apikey: s.authKey }),
      403,
      "AUTH_ERR_NO_ACCESS",
    );
  });
});
