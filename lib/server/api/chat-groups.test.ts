import { describe, expect, it } from "vitest";
import { arrangeChat } from "@/test/chat-fixture";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as groupsContract from "../../contract/groups";
import type { CreateGroupInput, UpdateGroupInput } from "../../schemas/groups";
import { call } from "./call";
import { addMembers } from "./chat-groups";

const getGroup = async (guid: string) =>
  (await call(s.connection, groupsContract.getGroup, { params: { guid } })).data;
const member = (guid: string, uid: string) => ({ params: { guid, uid } });

const s = sandboxForFile("eu", async () => {
  await arrangeChat(s);
  await s.chat("POST", "/groups", { guid: "secret-club", name: "Secret club", type: "private" });
});

describe("groups client", () => {
  it("lists groups with search, type and the true total", async () => {
    const all = await call(s.connection, groupsContract.listGroups, { query: { page: 1, perPage: 1 } });
    expect(all.meta.pagination.total).toBe(2);
    expect(all.data).toHaveLength(1);
    const priv = await call(s.connection, groupsContract.listGroups, {
      query: { page: 1, perPage: 25, type: "private" },
    });
    expect(priv.data.map((g) => g.guid)).toEqual(["secret-club"]);
    const found = await call(s.connection, groupsContract.listGroups, {
      query: { page: 1, perPage: 25, searchKey: "tea" },
    });
    expect(found.data.map((g) => g.guid)).toEqual(["team"]);
  });

  it("reads one group, and a missing one is ERR_GUID_NOT_FOUND", async () => {
    const g = await getGroup("team");
    expect(g).toMatchObject({ guid: "team", owner: "alice", membersCount: 2, conversationId: "group_team" });
    await expect(getGroup("nope")).rejects.toMatchObject({ code: "ERR_GUID_NOT_FOUND" });
  });

  it("adds members per uid: the count after each, and a per-uid error for an unknown uid", async () => {
    const out = await addMembers(s.connection, {
      guid: "team",
      moderators: ["carol"],
      participants: ["ghost"],
      usersToBan: ["dave"],
    });
    const carol = out.find((o) => o.uid === "carol");
    expect(carol).toMatchObject({ list: "moderators", success: true, membersCount: 3 });
    const ghost = out.find((o) => o.uid === "ghost");
    expect(ghost?.success).toBe(false);
    expect(ghost?.error).toContain("ERR_UID_NOT_FOUND");
    expect(out.find((o) => o.uid === "dave")).toMatchObject({ list: "usersToBan", success: true });

    const mods = await call(s.connection, groupsContract.listGroupMembers, {
      params: { guid: "team" },
      query: { page: 1, perPage: 25, scopes: ["moderator"] },
    });
    expect(mods.data.map((m) => m.uid)).toEqual(["carol"]);
    const everyone = await call(s.connection, groupsContract.listGroupMembers, {
      params: { guid: "team" },
      query: { page: 1, perPage: 2 },
    });
    expect(everyone.meta.pagination).toMatchObject({ total: 3, count: 2, total_pages: 2 });
    const banned = await call(s.connection, groupsContract.listGroupBannedUsers, {
      params: { guid: "team" },
      query: { page: 1, perPage: 25 },
    });
    expect(banned.data.map((u) => u.uid)).toEqual(["dave"]);
  });

  it("refuses 26 uids before sending anything", async () => {
    const many = Array.from({ length: 26 }, (_, i) => `u${i}`);
    await expect(addMembers(s.connection, { guid: "team", participants: many })).rejects.toThrow(/25/);
    const g = await getGroup("team");
    expect(g.membersCount).toBe(3);
  });

  it("acts on behalf of a user; a uid already in the group gets its own error", async () => {
    await s.chat("POST", "/users", { uid: "erin", name: "Erin" });
    const out = await addMembers(s.connection, {
      guid: "team",
      onBehalfOf: "alice",
      participants: ["erin", "carol"],
    });
    expect(out.find((o) => o.uid === "erin")).toMatchObject({ success: true, membersCount: 4 });
    const carol = out.find((o) => o.uid === "carol");
    expect(carol?.success).toBe(false);
    expect(carol?.error).toMatch(/\(ERR_[A-Z_]+\)$/);
    expect((await getGroup("team")).membersCount).toBe(4);
  });
});

describe("groups client: writes", () => {
  it("creates each type; a taken guid and an unknown owner are refused and create nothing", async () => {
    const createGroup = async (body: CreateGroupInput) =>
      (await call(s.connection, groupsContract.createGroup, { body })).data;
    const pub = await createGroup({ guid: "w-pub", name: "Pub", owner: "alice", tags: ["x"] });
    expect(pub).toMatchObject({
      guid: "w-pub",
      type: "public",
      owner: "alice",
      membersCount: 1,
      tags: ["x"],
    });
    const pw = await createGroup({ guid: "w-pw", name: "Pw", type: "password", password: "p" });
    expect(pw).toMatchObject({ type: "password", owner: "app_system", membersCount: 0 });
    expect(pw).not.toHaveProperty("password");
    const priv = await createGroup({ guid: "w-priv", name: "Priv", type: "private" });
    expect(priv.type).toBe("private");

    await expect(createGroup({ guid: "w-pub", name: "Again" })).rejects.toMatchObject({
      code: "ERR_GUID_ALREADY_EXISTS",
    });
    await expect(createGroup({ guid: "w-ghost", name: "Ghost", owner: "nobody-here" })).rejects.toMatchObject(
      { code: "ERR_UID_NOT_FOUND" },
    );
    await expect(getGroup("w-ghost")).rejects.toMatchObject({ status: 404 });
  });

  it("updates fields; a password group without a password is refused on the password field", async () => {
    const updateGroup = async (body: UpdateGroupInput) =>
      (await call(s.connection, groupsContract.updateGroup, { params: { guid: "w-priv" }, body })).data;
    const g = await updateGroup({ name: "Private two", description: "d", tags: [] });
    expect(g).toMatchObject({ name: "Private two", description: "d", type: "private" });
    await expect(updateGroup({ type: "password" })).rejects.toMatchObject({
      status: 400,
      details: { password: expect.any(Array) },
    });
    expect((await getGroup("w-priv")).type).toBe("private");
  });

  it("changes a scope, kicks, bans and unbans, each with the service's sentence", async () => {
    await addMembers(s.connection, { guid: "w-pub", participants: ["bob", "carol", "dave"] });
    const { data: scope } = await call(s.connection, groupsContract.changeGroupMemberScope, {
      ...member("w-pub", "bob"),
      body: { scope: "moderator" },
    });
    expect(scope).toMatchObject({ guid: "w-pub", uid: "bob", scope: "moderator" });
    const [bob] = (
      await call(s.connection, groupsContract.listGroupMembers, {
        params: { guid: "w-pub" },
        query: { page: 1, perPage: 25, scopes: ["moderator"] },
      })
    ).data;
    expect(bob?.uid).toBe("bob");

    const kick = (uid: string) => call(s.connection, groupsContract.kickGroupMember, member("w-pub", uid));
    const unban = (uid: string) => call(s.connection, groupsContract.unbanGroupMember, member("w-pub", uid));
    const bannedNow = async () =>
      (
        await call(s.connection, groupsContract.listGroupBannedUsers, {
          params: { guid: "w-pub" },
          query: { page: 1, perPage: 25 },
        })
      ).data;
    expect((await kick("carol")).data.success).toBe(true);
    expect(
      (await call(s.connection, groupsContract.banGroupMember, member("w-pub", "dave"))).data.success,
    ).toBe(true);
    expect((await getGroup("w-pub")).membersCount).toBe(2);
    expect((await bannedNow()).map((u) => u.uid)).toEqual(["dave"]);

    const unbanned = await unban("dave");
    expect(unbanned.data.success).toBe(true);
    expect(await bannedNow()).toEqual([]);
    await expect(unban("dave")).rejects.toMatchObject({
      code: "ERR_NOT_BANNED",
    });
    await expect(kick("alice")).rejects.toMatchObject({ status: 400 });
  });

  it("transfers ownership to a member, who becomes an admin; not to a non-member", async () => {
    const transfer = async (owner: string) =>
      (await call(s.connection, groupsContract.updateGroup, { params: { guid: "w-pub" }, body: { owner } }))
        .data;
    await expect(transfer("carol")).rejects.toMatchObject({ status: 400 });
    const g = await transfer("bob");
    expect(g.owner).toBe("bob");
    const admins = await call(s.connection, groupsContract.listGroupMembers, {
      params: { guid: "w-pub" },
      query: { page: 1, perPage: 25, scopes: ["admin"] },
    });
    expect(admins.data.map((m) => m.uid).sort()).toEqual(["alice", "bob"]);
  });

  it("deletes a group: it is gone", async () => {
    const deleteGroup = (guid: string) =>
      call(s.connection, groupsContract.deleteGroup, { params: { guid } });
    expect((await deleteGroup("w-priv")).data.success).toBe(true);
    await expect(getGroup("w-priv")).rejects.toMatchObject({ code: "ERR_GUID_NOT_FOUND" });
    await expect(deleteGroup("w-priv")).rejects.toMatchObject({ status: 404 });
  });
});
