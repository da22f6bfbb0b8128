import { beforeEach, describe, expect, it } from "vitest";
import {
  conversationArrayEnvelope,
  conversationEnvelope,
  conversationListEnvelope,
} from "../../lib/schemas/conversations";
import { groupSchema } from "../../lib/schemas/groups";
import { userSchema } from "../../lib/schemas/users";
import { expectError } from "./answers";
import { chatWorld, expectRefusals, seedConversations, sendText, T0 } from "./chat-helpers";
import { addGroup, addUsers, onePage, pageOf } from "./fixtures";
import type { Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = chatWorld(["message_read_receipt", "message_delivery_receipt"], "dave");
});

const seed = () => seedConversations(s);

describe("GET /conversations", () => {
  it("lists onBehalfOf's conversations newest first with string unread counts", async () => {
    const { ab, ca, team } = await seed();
    const res = await s.chat("GET", "/conversations", { onBehalfOf: "alice" });
    const body = conversationListEnvelope.parse(res.json);
    expect(body.data.map((c) => c.conversationId)).toEqual([
      "group_team",
      "alice_user_carol",
      "alice_user_bob",
    ]);
    expect(body.meta.pagination).toEqual(onePage(3));
    const [g, c, b] = body.data;
    expect(g).toMatchObject({
      conversationType: "group",
      unreadMessageCount: "2",
      createdAt: T0 + 2,
      updatedAt: T0 + 2,
    });
    expect(g?.lastMessage.id).toBe(team[1]);
    const group = groupSchema.parse(g?.conversationWith);
    expect(group).toMatchObject({
      guid: "team",
      scope: "admin",
      hasJoined: true,
      joinedAt: T0,
      conversationId: "group_team",
    });
    expect(c).toMatchObject({ conversationType: "user", unreadMessageCount: "1", updatedAt: T0 + 1 });
    expect(c?.lastMessage.id).toBe(ca);
    expect(userSchema.parse(c?.conversationWith)).toMatchObject({
      uid: "carol",
      conversationId: "alice_user_carol",
    });
    expect(b).toMatchObject({ unreadMessageCount: "2", createdAt: T0, updatedAt: T0 });
    expect(b?.lastMessage.id).toBe(ab[2]);
    expect(b?.conversationWith).toMatchObject({ uid: "bob" });
    const forCarol = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations", { onBehalfOf: "carol" })).json,
    );
    expect(forCarol.data.map((x) => [x.conversationId, x.unreadMessageCount])).toEqual([
      ["alice_user_carol", "0"],
    ]);
    const forDave = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations", { onBehalfOf: "dave" })).json,
    );
    expect(forDave.data).toEqual([]);
  });

  it("filters by conversationType, searchKey, unread and tags, and pages", async () => {
    await seed();
    const ids = async (q: string) => {
      const res = await s.chat("GET", `/conversations${q}`, { onBehalfOf: "alice" });
      return conversationListEnvelope.parse(res.json).data.map((c) => c.conversationId);
    };
    expect(await ids("?conversationType=user")).toEqual(["alice_user_carol", "alice_user_bob"]);
    expect(await ids("?conversationType=group")).toEqual(["group_team"]);
    expect(await ids("?searchKey=CAR")).toEqual(["alice_user_carol"]);
    expect(await ids("?searchKey=group%20te")).toEqual(["group_team"]);
    expect(await ids("?searchKey=%25")).toEqual([]);
    s.db.prepare("UPDATE users SET tags = ? WHERE uid = 'bob'").run(JSON.stringify(["vip", "x"]));
    s.db.prepare("UPDATE groups SET tags = ? WHERE guid = 'team'").run(JSON.stringify(["vip"]));
    expect(await ids("?userTags=vip,other")).toEqual(["alice_user_bob"]);
    expect(await ids("?groupTags=vip")).toEqual(["group_team"]);
    expect(await ids("?userTags=other")).toEqual([]);
    // tags are the conversation's own: alice's tags for it, not the other party's.
    expect(await ids("?tags=vip")).toEqual([]);
    await s.chat("PUT", "/users/carol/conversation", { onBehalfOf: "alice", body: { tags: ["vip"] } });
    await s.chat("PUT", "/users/alice/conversation", { onBehalfOf: "bob", body: { tags: ["vip"] } });
    expect(await ids("?tags=vip,other")).toEqual(["alice_user_carol"]);
    const everyone = await s.chat("GET", "/conversations?tags=vip");
    expect(
      conversationListEnvelope
        .parse(everyone.json)
        .data.map((c) => c.conversationId)
        .sort(),
    ).toEqual(["alice_user_bob", "alice_user_carol"]);
    const latest = (await s.chat("GET", "/conversations", { onBehalfOf: "alice" })).json.data[2].lastMessage
      .id;
    await s.chat("POST", "/users/bob/conversation/read", {
      onBehalfOf: "alice",
      body: { messageId: latest },
    });
    expect(await ids("?unread=true")).toEqual(["group_team", "alice_user_carol"]);
    expect(await ids("?unread=false")).toHaveLength(3);
    const page2 = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations?perPage=2&page=2", { onBehalfOf: "alice" })).json,
    );
    expect(page2.data.map((c) => c.conversationId)).toEqual(["alice_user_bob"]);
    expect(page2.meta.pagination).toEqual(pageOf(3, 2, 2));
  });

  it("lists every conversation of the app without onBehalfOf, unread counts at 0", async () => {
    await seed();
    const body = conversationListEnvelope.parse((await s.chat("GET", "/conversations")).json);
    expect(body.data.map((c) => [c.conversationId, c.unreadMessageCount])).toEqual([
      ["group_team", "0"],
      ["alice_user_carol", "0"],
      ["alice_user_bob", "0"],
    ]);
    expect(body.data[1]?.conversationWith).toMatchObject({ uid: "carol" });
    expect(body.data[0]?.conversationWith).not.toHaveProperty("hasJoined");
  });

  const badQueries = ["?conversationType=room", "?unread=maybe", "?page=0", "?perPage=1001", "?perPage=x"];
  for (const q of badQueries) {
    it(`answers 400 ERR_BAD_REQUEST for ${q}`, async () => {
      expectError(await s.chat("GET", `/conversations${q}`, { onBehalfOf: "alice" }), 400, "ERR_BAD_REQUEST");
    });
  }

  it("answers the documented errors for unread without a viewer, unknown viewers and keys", async () => {
    await expectRefusals(s, [
      ["GET", "/conversations?unread=true", undefined, 400, "ERR_BAD_REQUEST"],
      ["GET", "/conversations", { onBehalfOf: "ghost" }, 404, "ERR_UID_NOT_FOUND"],
      ["GET", "/conversations", { apikey: s.authKey }, 403, "AUTH_ERR_NO_ACCESS"],
      ["GET", "/conversations", { apikey: null }, 401, "AUTH_ERR_EMPTY_APIKEY"],
    ]);
    expectError(await s.raw("GET", "/eu/testapp/api/v3/conversations"), 401, "AUTH_ERR_INVALID_APPID");
  });
});

describe("GET /users/:uid/conversation and /groups/:guid/conversation", () => {
  it("answers one conversation from the caller's side", async () => {
    const { ab } = await seed();
    const res = await s.chat("GET", "/users/alice/conversation", { onBehalfOf: "bob" });
    const conv = conversationEnvelope.parse(res.json).data;
    expect(conv).toMatchObject({
      conversationId: "alice_user_bob",
      unreadMessageCount: "1",
      conversationWith: { uid: "alice" },
    });
    expect(conv.lastMessage.id).toBe(ab[2]);
    const group = conversationEnvelope.parse(
      (await s.chat("GET", "/groups/TEAM/conversation", { onBehalfOf: "bob" })).json,
    );
    expect(group.data).toMatchObject({
      conversationId: "group_team",
      unreadMessageCount: "0",
      conversationWith: { guid: "team", scope: "participant", hasJoined: true },
    });
  });

  it("answers the documented errors", async () => {
    await seed();
    addGroup(s, "quiet", { alice: "admin" });
    await expectRefusals(s, [
      ["GET", "/users/dave/conversation", { onBehalfOf: "alice" }, 404, "ERR_CONVERSATION_NOT_FOUND"],
      ["GET", "/users/nobody/conversation", { onBehalfOf: "alice" }, 404, "ERR_UID_NOT_FOUND"],
      ["GET", "/users/alice/conversation", { onBehalfOf: "alice" }, 400, "ERR_BAD_REQUEST"],
      ["GET", "/users/bob/conversation", undefined, 400, "ERR_BAD_REQUEST"],
      ["GET", "/users/bob/conversation", { onBehalfOf: "ghost" }, 404, "ERR_UID_NOT_FOUND"],
      ["GET", "/groups/quiet/conversation", { onBehalfOf: "alice" }, 404, "ERR_CONVERSATION_NOT_FOUND"],
      ["GET", "/groups/team/conversation", { onBehalfOf: "carol" }, 403, "ERR_CONVERSATION_NOT_ACCESSIBLE"],
      ["GET", "/groups/nogroup/conversation", { onBehalfOf: "alice" }, 404, "ERR_GUID_NOT_FOUND"],
      ["GET", "/groups/team/conversation", undefined, 400, "ERR_BAD_REQUEST"],
    ]);
    const key = { onBehalfOf: "alice" };
    expectError(
      await s.chat("GET", "/groups/team/conversation", { ...key, apikey: s.authKey }),
      403,
      "AUTH_ERR_NO_ACCESS",
    );
    expectError(
      await s.chat("GET", "/users/bob/conversation", { ...key, apikey: null }),
      401,
      "AUTH_ERR_EMPTY_APIKEY",
    );
  });
});

describe("GET /conversations/:conversationId (deprecated)", () => {
  it("answers an array holding the conversation", async () => {
    await seed();
    const res = await s.chat("GET", "/conversations/alice_user_bob", { onBehalfOf: "alice" });
    const body = conversationArrayEnvelope.parse(res.json);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ conversationId: "alice_user_bob", unreadMessageCount: "2" });
    const group = conversationArrayEnvelope.parse(
      (await s.chat("GET", "/conversations/group_team", { onBehalfOf: "bob" })).json,
    );
    expect(group.data[0]?.conversationWith).toMatchObject({ guid: "team", scope: "participant" });
  });

  it("answers 400 for malformed ids, 403 for outsiders and 404 for unknown ones", async () => {
    await seed();
    const get = (id: string, uid = "alice") => s.chat("GET", `/conversations/${id}`, { onBehalfOf: uid });
    for (const bad of ["bob_user_alice", "alice-bob", "group_", "alice_user_", "a%20b_user_c"]) {
      expectError(await get(bad), 400, "ERR_BAD_REQUEST");
    }
    expectError(await get("alice_user_bob", "carol"), 403, "ERR_CONVERSATION_NOT_ACCESSIBLE");
    expectError(await get("group_team", "carol"), 403, "ERR_CONVERSATION_NOT_ACCESSIBLE");
    expectError(await get("alice_user_dave"), 404, "ERR_CONVERSATION_NOT_FOUND");
    expectError(await get("group_nogroup"), 404, "ERR_CONVERSATION_NOT_FOUND");
    expectError(await s.chat("GET", "/conversations/alice_user_bob"), 400, "ERR_BAD_REQUEST");
  });
});

describe("conversations of deleted groups", () => {
  it("drops them from lists and answers 404 for them", async () => {
    await seed();
    s.db.prepare("DELETE FROM groups WHERE app_id = 'testapp' AND guid = 'team'").run();
    const list = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations", { onBehalfOf: "alice" })).json,
    );
    expect(list.data.map((c) => c.conversationId)).toEqual(["alice_user_carol", "alice_user_bob"]);
    const all = conversationListEnvelope.parse((await s.chat("GET", "/conversations")).json);
    expect(all.meta.pagination.total).toBe(2);
    expectError(
      await s.chat("GET", "/conversations/group_team", { onBehalfOf: "alice" }),
      404,
      "ERR_CONVERSATION_NOT_FOUND",
    );
  });
});

describe("conversations written without participant rows", () => {
  it("still finds the pair from the conversation id", async () => {
    await seed();
    s.db.prepare("DELETE FROM conversation_state").run();
    const forBob = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations", { onBehalfOf: "bob" })).json,
    );
    expect(forBob.data.map((c) => c.conversationId)).toEqual(["group_team", "alice_user_bob"]);
    expect(forBob.data[1]?.conversationWith).toMatchObject({ uid: "alice" });
    const forAlice = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations", { onBehalfOf: "alice" })).json,
    );
    expect(forAlice.data.map((c) => (c.conversationWith as { uid?: string }).uid)).toEqual([
      undefined,
      "carol",
      "bob",
    ]);
    const one = await s.chat("GET", "/conversations/alice_user_bob", { onBehalfOf: "bob" });
    expect(conversationArrayEnvelope.parse(one.json).data[0]?.conversationWith).toMatchObject({
      uid: "alice",
    });
    expectError(
      await s.chat("GET", "/conversations/alice_user_bob", { onBehalfOf: "carol" }),
      403,
      "ERR_CONVERSATION_NOT_ACCESSIBLE",
    );
  });
});

describe("a user pair whose id starts with group_", () => {
  it("stays a user conversation for the pair", async () => {
    addUsers(s, "group", "xavier");
    const id = await sendText(s, "group", "xavier", "hi");
    const list = conversationListEnvelope.parse(
      (await s.chat("GET", "/conversations", { onBehalfOf: "xavier" })).json,
    );
    expect(list.data.map((c) => [c.conversationId, c.conversationType])).toEqual([
      ["group_user_xavier", "user"],
    ]);
    expect(list.data[0]?.conversationWith).toMatchObject({ uid: "group" });
    const one = await s.chat("GET", "/conversations/group_user_xavier", { onBehalfOf: "xavier" });
    expect(conversationArrayEnvelope.parse(one.json).data[0]?.lastMessage.id).toBe(id);
    expect((await s.chat("GET", `/messages/${id}/reactions`, { onBehalfOf: "group" })).status).toBe(200);
    expectError(
      await s.chat("GET", `/messages/${id}`, { onBehalfOf: "alice" }),
      403,
      "ERR_CONVERSATION_NOT_ACCESSIBLE",
    );
  });
});
