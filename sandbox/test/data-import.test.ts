import { describe, expect, it } from "vitest";
import {
  IMPORT_BATCH_LIMIT,
  importGroupsEnvelope,
  importMembersEnvelope,
  importMessagesEnvelope,
  importUsersEnvelope,
} from "../../lib/schemas/data-import";
import { memberListEnvelope } from "../../lib/schemas/members";
import { messageListEnvelope } from "../../lib/schemas/messages";
import { okData } from "./answers";
import { addGroup, addUsers } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

// The request examples of the service's published data-import-apis.json, as published (times as strings of digits).
const AVATAR = "https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-1.webp";
const PUBLISHED = {
  users: {
    uid1: {
      uid: "uid1",
      name: "uid1",
      avatar: AVATAR,
      createdAt: "1673421419",
      metadata: { key: "value" },
      lastActiveAt: "1673421425",
    },
  },
  groups: {
    guid1: {
      guid: "guid1",
      name: "guid1",
      createdAt: "1673421419",
      type: "public",
      owner: "cometchat-uid-1",
      groupOwnerDetails: { uid: "cometchat-uid-1", name: "cometchat-uid-1" },
    },
  },
  members: {
    guid1_member_uid2: {
      memberId: "guid1_member_uid2",
      uid: "uid2",
      guid: "guid1",
      joinedAt: "1673421419",
      scope: "admin",
      groupDetails: { guid: "guid1", name: "guid1", type: "public", owner: "uid1", createdAt: "1673421419" },
      userDetails: { uid: "uid2", name: "uid2" },
    },
  },
  messages: {
    "3118": {
      muid: "3118",
      sender: "s12",
      receiverType: "user",
      receiver: "r123",
      type: "text",
      category: "message",
      data: {
        text: "Hi there",
        attachments: [
          {
            name: "cometchat-uid-1.webp",
            extension: "webp",
            size: "350.2",
            mimeType: "image/webp",
            url: AVATAR,
          },
        ],
        metadata: { key: "value" },
        custodata: { key: "value" },
      },
      sentAt: "1674104348",
      deliveredAt: "1674224684",
      readAt: "1674224684",
      senderUserDetails: {
        uid: "s12",
        name: "user1",
        avatar: AVATAR,
        createdAt: "1674228536",
        metadata: { key: "value" },
      },
      receiverUserDetails: {
        uid: "r123",
        name: "Hiking Group",
        type: "public",
        description: "Hello group",
        icon: "https://assets.cometchat.io/sampleapp/v2/groups/cometchat-guid-1.webp",
        owner: "cometchat-uid-1",
        avatar: AVATAR,
        createdAt: "1674228536",
        metadata: { key: "value" },
      },
      tags: ["tag1"],
      mentionedUserDetails: { "example-uid-new": { uid: "example-uid-new", name: "example-uid" } },
    },
  },
};

const post = (s: Sandbox, what: keyof typeof PUBLISHED, rows: unknown) =>
  s.chat("POST", `/data_import/${what}`, { body: { [what]: rows } });
const count = (s: Sandbox, table: string) =>
  (s.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const counts = (s: Sandbox) =>
  Object.fromEntries(
    ["users", "groups", "group_members", "group_bans", "messages", "conversations"].map((t) => [
      t,
      count(s, t),
    ]),
  );

async function importPublished(s: Sandbox) {
  const users = await post(s, "users", PUBLISHED.users);
  const groups = await post(s, "groups", PUBLISHED.groups);
  const members = await post(s, "members", PUBLISHED.members);
  const messages = await post(s, "messages", PUBLISHED.messages);
  return { users, groups, members, messages };
}

describe("importing the published examples", () => {
  it("accepts each one and answers every row as the published answers do", async () => {
    const s = makeSandbox();
    const { users, groups, members, messages } = await importPublished(s);
    for (const res of [users, groups, members, messages]) expect(res.status).toBe(200);

    expect(importUsersEnvelope.parse(users.json).data.uid1).toEqual({
      success: true,
      data: {
        uid: "uid1",
        name: "uid1",
        avatar: AVATAR,
        metadata: { key: "value" },
        status: "offline",
        role: "default",
        lastActiveAt: 1673421425,
        createdAt: 1673421419,
      },
    });
    expect(importGroupsEnvelope.parse(groups.json).data.guid1).toMatchObject({
      success: true,
      data: {
        guid: "guid1",
        name: "guid1",
        type: "public",
        conversationId: "group_guid1",
        createdAt: 1673421419,
        owner: "cometchat-uid-1",
        membersCount: 1,
      },
    });
    expect(importMembersEnvelope.parse(members.json).data).toEqual({
      guid1_member_uid2: {
        success: true,
        data: { guid: "guid1", uid: "uid2", scope: "admin", joinedAt: 1673421419 },
      },
    });
    const message = importMessagesEnvelope.parse(messages.json).data["3118"];
    expect(message).toMatchObject({
      success: true,
      data: {
        muid: "3118",
        conversationId: "r123_user_s12",
        sender: "s12",
        receiverType: "user",
        receiver: "r123",
        category: "message",
        type: "text",
        sentAt: 1674104348,
        deliveredAt: 1674224684,
        readAt: 1674224684,
        updatedAt: 1674104348,
        tags: ["tag1"],
        data: {
          text: "Hi there",
          attachments: PUBLISHED.messages["3118"].data.attachments,
          metadata: { key: "value" },
          custodata: { key: "value" },
          entities: {
            sender: { entity: { uid: "s12", name: "user1", createdAt: 1674228536 }, entityType: "user" },
            receiver: { entity: { uid: "r123", name: "Hiking Group" }, entityType: "user" },
          },
        },
      },
    });
  });

  it("shows the imported rows, with their ids and times, through the ordinary lists and reads", async () => {
    const s = makeSandbox();
    const { messages } = await importPublished(s);

    const uid1 = await s.chat("GET", "/users/uid1");
    expect(uid1.json.data).toMatchObject({ uid: "uid1", createdAt: 1673421419, lastActiveAt: 1673421425 });
    const list = await s.chat("GET", "/users?perPage=100");
    expect(list.json.data.map((u: { uid: string }) => u.uid).sort()).toEqual(
      ["cometchat-uid-1", "example-uid-new", "r123", "s12", "uid1", "uid2"].sort(),
    );
    expect(list.json.meta.pagination.total).toBe(6);

    const group = await s.chat("GET", "/groups/guid1");
    expect(group.json.data).toMatchObject({ guid: "guid1", createdAt: 1673421419, owner: "cometchat-uid-1" });
    const listed = memberListEnvelope.parse((await s.chat("GET", "/groups/guid1/members")).json);
    expect(listed.data.map((m) => [m.uid, m.scope, m.joinedAt])).toEqual([
      ["cometchat-uid-1", "admin", 1673421419],
      ["uid2", "admin", 1673421419],
    ]);

    const id = messages.json.data["3118"].data.id;
    const read = await s.chat("GET", `/messages/${id}`);
    expect(read.json.data).toMatchObject({
      id,
      muid: "3118",
      sentAt: 1674104348,
      deliveredAt: 1674224684,
      readAt: 1674224684,
      data: { attachments: [{ url: AVATAR, name: "cometchat-uid-1.webp" }] },
    });
    const between = messageListEnvelope.parse(
      (await s.chat("GET", "/users/r123/messages", { onBehalfOf: "s12" })).json,
    );
    expect(between.data.map((m) => [m.muid, m.sentAt])).toEqual([["3118", 1674104348]]);
    const conversation = await s.chat("GET", "/users/r123/conversation", { onBehalfOf: "s12" });
    expect(conversation.json.data).toMatchObject({
      conversationId: "r123_user_s12",
      createdAt: 1674104348,
      updatedAt: 1674104348,
    });
  });

  it("creates nothing twice when the same batches are imported again, and says why per row", async () => {
    const s = makeSandbox();
    await importPublished(s);
    const before = counts(s);
    const again = await importPublished(s);
    expect(again.users.json.data.uid1).toMatchObject({
      success: false,
      error: { code: "ERR_UID_ALREADY_EXISTS" },
    });
    expect(again.groups.json.data.guid1).toMatchObject({
      success: false,
      error: { code: "ERR_GUID_ALREADY_EXISTS" },
    });
    expect(again.members.json.data.guid1_member_uid2).toMatchObject({
      success: false,
      error: { code: "ERR_ALREADY_JOINED" },
    });
    expect(again.messages.json.data["3118"]).toMatchObject({
      success: false,
      error: { code: "ERR_IMPORT_MUID_ALREADY_EXISTS", details: { muid: ["was imported before"] } },
    });
    expect(counts(s)).toEqual(before);
  });
});

describe("importing a batch", () => {
  it("imports what it can and refuses each bad row alone, naming its field", async () => {
    const s = makeSandbox();
    const res = await post(s, "users", {
      ann: { uid: "ann", name: "Ann", createdAt: 1_700_000_000, deactivatedAt: 1_700_000_500 },
      nameless: { uid: "nameless" },
      late: { uid: "late", name: "Late", lastActiveAt: "soon" },
    });
    const data = okData(res, importUsersEnvelope);
    expect(data.ann).toMatchObject({ success: true, data: { uid: "ann", deactivatedAt: 1_700_000_500 } });
    expect(data.nameless).toMatchObject({
      success: false,
      error: { code: "ERR_BAD_REQUEST", details: { name: expect.any(Array) } },
    });
    expect(data.nameless?.success === false && data.nameless.error.message).toContain("user nameless");
    expect(data.late).toMatchObject({
      success: false,
      error: { details: { lastActiveAt: ["must be a Unix time in seconds (at most 10 digits)"] } },
    });
    expect(s.db.prepare("SELECT uid FROM users ORDER BY uid").pluck().all()).toEqual(["ann"]);
    // A deactivated user answers like a missing one, but the import keeps it.
    expect((await s.chat("GET", "/users/ann")).status).toBe(404);
    expect((await s.chat("GET", "/users?onlyDeactivated=true")).json.data).toMatchObject([{ uid: "ann" }]);
  });

  it.each([
    ["not an object of rows", ["ann"], "users"],
    ["empty", {}, "users"],
    ["a key that is not its row's uid", { ann: { uid: "bob", name: "Bob" } }, "users.ann.uid"],
    [
      "two keys naming one uid",
      { ann: { uid: "ann", name: "A" }, ANN: { uid: "ANN", name: "B" } },
      "users.ANN",
    ],
  ])("refuses a batch %s with 400, writing nothing", async (_, rows, field) => {
    const s = makeSandbox();
    const res = await post(s, "users", rows);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("ERR_BAD_REQUEST");
    expect(Object.keys(res.json.error.details)).toContain(field);
    expect(count(s, "users")).toBe(0);
  });

  it(`takes ${IMPORT_BATCH_LIMIT} rows in one request and refuses one more, writing nothing`, async () => {
    const s = makeSandbox();
    const rows = (n: number, prefix: string) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`${prefix}${i}`, { uid: `${prefix}${i}`, name: `U ${i}` }]),
      );
    const over = await post(s, "users", rows(IMPORT_BATCH_LIMIT + 1, "a"));
    expect(over.status).toBe(400);
    expect(over.json.error.details.users).toEqual([`at most 50 rows in one request (got 51)`]);
    expect(count(s, "users")).toBe(0);
    const full = await post(s, "users", rows(IMPORT_BATCH_LIMIT, "b"));
    expect(full.status).toBe(200);
    expect(count(s, "users")).toBe(IMPORT_BATCH_LIMIT);
  });
});

describe("importing members", () => {
  function withGroup() {
    const s = makeSandbox();
    addUsers(s, "owner", "ann");
    addGroup(s, "g", { owner: "admin" }, { owner: "owner" });
    return s;
  }
  const createdAt = (s: Sandbox) =>
    (s.db.prepare("SELECT created_at FROM groups WHERE guid = 'g'").get() as { created_at: number })
      .created_at;

  it("refuses a join time outside the group's life, and keeps nothing of the row", async () => {
    const s = withGroup();
    const before = counts(s);
    const res = await post(s, "members", {
      g_member_newbie: {
        memberId: "g_member_newbie",
        guid: "g",
        uid: "newbie",
        joinedAt: createdAt(s) - 1,
        userDetails: { uid: "newbie", name: "Newbie" },
      },
    });
    expect(res.json.data.g_member_newbie).toMatchObject({
      success: false,
      error: { code: "ERR_IMPORT_INVALID_JOINEDAT", details: { joinedAt: expect.any(Array) } },
    });
    // The user its details would have made went with the refused row.
    expect(counts(s)).toEqual(before);
  });

  it("names the missing group or user, and bans with isBanned", async () => {
    const s = withGroup();
    const at = createdAt(s);
    const res = await post(s, "members", {
      nope_member_ann: { memberId: "nope_member_ann", guid: "nope", uid: "ann" },
      g_member_ghost: { memberId: "g_member_ghost", guid: "g", uid: "ghost" },
      g_member_ann: { memberId: "g_member_ann", guid: "g", uid: "ann", isBanned: true, joinedAt: at },
      g_member_owner: { memberId: "g_member_owner", guid: "g", uid: "ann" },
    });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.nope_member_ann.error).toMatchObject({
      code: "ERR_GUID_NOT_FOUND",
      details: { guid: ["does not exist"] },
    });
    expect(data.g_member_ghost.error).toMatchObject({
      code: "ERR_UID_NOT_FOUND",
      details: { uid: ["does not exist"] },
    });
    expect(data.g_member_ann).toEqual({
      success: true,
      data: { guid: "g", uid: "ann", scope: "participant", joinedAt: at, isBanned: true },
    });
    expect(data.g_member_owner.error.details).toEqual({ memberId: ["must be <guid>_member_<uid>"] });
    const banned = await s.chat("GET", "/groups/g/bannedusers");
    expect(banned.json.data.map((u: { uid: string }) => u.uid)).toEqual(["ann"]);
    const members = memberListEnvelope.parse((await s.chat("GET", "/groups/g/members")).json);
    expect(members.data.map((m) => m.uid)).toEqual(["owner"]);
  });
});

describe("importing messages", () => {
  it("stores a batch oldest first, into a group made from its details", async () => {
    const s = makeSandbox();
    const owner = { uid: "olga", name: "Olga" };
    const group = { guid: "club", name: "Club", type: "private", owner: "olga", createdAt: 1_600_000_000 };
    const msg = (muid: string, sentAt: number, text: string) => ({
      muid,
      sender: "olga",
      receiverType: "group",
      receiver: "club",
      sentAt,
      data: { text },
      senderUserDetails: owner,
      receiverGroupDetails: group,
      receiverGroupOwnerDetails: owner,
    });
    const res = await post(s, "messages", {
      later: msg("later", 1_600_000_200, "second"),
      earlier: msg("earlier", 1_600_000_100, "first"),
    });
    const data = okData(res, importMessagesEnvelope);
    const idOf = (k: string) => {
      const r = data[k];
      return r?.success ? Number(r.data.id) : Number.NaN;
    };
    expect(idOf("earlier")).toBeLessThan(idOf("later"));
    const listed = messageListEnvelope.parse((await s.chat("GET", "/groups/club/messages")).json);
    expect(listed.data.map((m) => [m.muid, m.sentAt, m.data.text])).toEqual([
      ["earlier", 1_600_000_100, "first"],
      ["later", 1_600_000_200, "second"],
    ]);
    expect((await s.chat("GET", "/groups/club")).json.data).toMatchObject({
      owner: "olga",
      type: "private",
      createdAt: 1_600_000_000,
    });
  });

  it("refuses rows naming people it cannot find or breaking the send rules, keeping the rest", async () => {
    const s = makeSandbox();
    addUsers(s, "ann", "bob");
    const base = { receiverType: "user", receiver: "bob", sender: "ann", sentAt: 1_700_000_000 };
    const res = await post(s, "messages", {
      ok: { ...base, muid: "ok", data: { text: "hello" } },
      stranger: { ...base, muid: "stranger", sender: "nobody", data: { text: "hi" } },
      bare: { ...base, muid: "bare", type: "image", data: {} },
      early: { ...base, muid: "early", data: { text: "x" }, readAt: 1_600_000_000 },
      self: { ...base, muid: "self", receiver: "ann", data: { text: "me" } },
    });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.ok.success).toBe(true);
    expect(data.stranger.error).toMatchObject({
      code: "ERR_UID_NOT_FOUND",
      details: { sender: ["does not exist"] },
    });
    expect(data.bare.error.details).toEqual({
      "data.attachments": ["needs at least one file for a message of type image"],
    });
    expect(data.early.error.details).toEqual({ readAt: ["must not be before sentAt"] });
    expect(data.self.error.details).toEqual({ receiver: ["must not be the sender"] });
    expect(s.db.prepare("SELECT muid FROM messages").pluck().all()).toEqual(["ok"]);
  });
});
