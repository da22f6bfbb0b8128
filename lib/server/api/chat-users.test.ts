import { describe, expect, it } from "vitest";
import { PIONEERS } from "@/test/named-people";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as conversationsContract from "../../contract/conversations";
import * as u from "../../contract/users";
import type { CreateUserInput, UpdateUserInput } from "../../schemas/users";
import { maskToken } from "../../shared/mask-token";
import { call } from "./call";
import { findAuthToken, findUserAnyState, reactivateUser } from "./chat-users";
import { ServiceError } from "./errors";
import type { Connection } from "./request";

// The operations as the dashboard's code calls them, through their contracts.
type Conn = Connection;
const getUser = async (c: Conn, uid: string) => (await call(c, u.getUser, { params: { uid } })).data;
const listAuthTokens = (c: Conn, uid: string) => call(c, u.listAuthTokens, { params: { uid } });
const listBlockedUsers = (c: Conn, uid: string, query: { perPage?: number } = {}) =>
  call(c, u.listBlockedUsers, { params: { uid }, query });
const createAuthToken = async (c: Conn, uid: string, force = false) =>
  (await call(c, u.createAuthToken, { params: { uid }, body: { force } })).data;
const setBlocked = async (c: Conn, uid: string, blockedUids: string[], blocked: boolean) =>
  (await call(c, blocked ? u.blockUsers : u.unblockUsers, { params: { uid }, body: { blockedUids } })).data;
const deactivateUser = async (c: Conn, uid: string) =>
  (await call(c, u.deleteUser, { params: { uid }, body: { permanent: false } })).data;
const deleteUserPermanently = async (c: Conn, uid: string) =>
  (await call(c, u.deleteUser, { params: { uid }, body: { permanent: true } })).data;
const createUser = async (c: Conn, body: CreateUserInput) => (await call(c, u.createUser, { body })).data;
const updateUser = async (c: Conn, uid: string, body: UpdateUserInput) =>
  (await call(c, u.updateUser, { params: { uid }, body })).data;
const revokeAuthToken = async (c: Conn, uid: string, authToken: string) =>
  (await call(c, u.deleteAuthToken, { params: { uid, authToken } })).data;
const revokeAllAuthTokens = async (c: Conn, uid: string) =>
  (await call(c, u.deleteAuthTokens, { params: { uid } })).data;

const sb = sandboxForFile("eu", async () => {
  for (const [uid, name] of [...PIONEERS, ["gone", "Gone Away"]]) {
    await sb.chat("POST", "/users", { uid, name });
  }
  await sb.chat("POST", "/users/ada/blockedusers", { blockedUids: ["alan", "grace"] });
  await sb.chat("DELETE", "/users/gone", { permanent: false });
});

async function send(from: string, to: string, text: string) {
  const base = sb.connection.chatUrl.replace("{region}", sb.region).replace("{appId}", sb.appId);
  const res = await fetch(`${base}/messages`, {
    method: "POST",
    headers: { apikey: sb.apiKey, onBehalfOf: from, "content-type": "application/json" },
    body: JSON.stringify({
      receiver: to,
      receiverType: "user",
      category: "message",
      type: "text",
      data: { text },
    }),
  });
  expect(res.status).toBe(200);
}

describe("users client", () => {
  it("lists a user's conversations on their behalf, newest first", async () => {
    await send("ada", "alan", "first");
    await send("grace", "ada", "second");
    const page = await call(sb.connection, conversationsContract.listConversations, {
      query: { page: 1, perPage: 25 },
      onBehalfOf: "ada",
    });
    expect(page.meta.pagination.total).toBe(2);
    expect(page.data.map((c) => c.conversationId)).toEqual(["ada_user_grace", "ada_user_alan"]);
    expect(page.data[0]?.lastMessage.data.text).toBe("second");
    expect(typeof page.data[0]?.unreadMessageCount).toBe("string");
    expect(
      (
        await call(sb.connection, conversationsContract.listConversations, {
          query: { page: 1, perPage: 25 },
          onBehalfOf: "alan",
        })
      ).data.map((c) => c.conversationId),
    ).toEqual(["ada_user_alan"]);
  });

  it("lists blocked users page by page", async () => {
    const page = await listBlockedUsers(sb.connection, "ada", { perPage: 1 });
    expect(page.meta.pagination).toMatchObject({ total: 2, count: 1, total_pages: 2 });
    const all = await listBlockedUsers(sb.connection, "ada");
    expect(all.data.map((u) => u.uid).sort()).toEqual(["alan", "grace"]);
    expect(all.data.every((u) => u.blockedByMe === true)).toBe(true);
    expect((await listBlockedUsers(sb.connection, "grace")).data).toEqual([]);
    await expect(listBlockedUsers(sb.connection, "nobody")).rejects.toMatchObject({
      status: 404,
      code: "ERR_UID_NOT_FOUND",
    });
  });

  it("finds a deactivated user that GET /users/{uid} hides, and nothing for a missing one", async () => {
    await expect(getUser(sb.connection, "gone")).rejects.toMatchObject({ status: 404 });
    const gone = await findUserAnyState(sb.connection, "GONE");
    expect(gone).toMatchObject({ uid: "gone", name: "Gone Away" });
    expect(gone?.deactivatedAt).toBeGreaterThan(0);
    // Prefix search must not pass off a longer uid as the one asked for.
    expect(await findUserAnyState(sb.connection, "gon")).toBeUndefined();
    expect(await findUserAnyState(sb.connection, "nobody")).toBeUndefined();
  });

  it("deactivates and reactivates a user; reactivating a missing user is a ServiceError", async () => {
    expect((await deactivateUser(sb.connection, "grace")).success).toBe(true);
    await expect(getUser(sb.connection, "grace")).rejects.toMatchObject({ code: "ERR_UID_NOT_FOUND" });
    expect((await reactivateUser(sb.connection, "grace")).message).toMatch(/reactivated/);
    expect((await getUser(sb.connection, "grace")).uid).toBe("grace");
    const missing = await reactivateUser(sb.connection, "nobody").catch((e) => e);
    expect(missing).toBeInstanceOf(ServiceError);
    expect(missing).toMatchObject({ status: 404, code: "ERR_UID_NOT_FOUND" });
    await expect(deactivateUser(sb.connection, "nobody")).rejects.toMatchObject({ status: 404 });
  });

  it("creates auth tokens: the latest without force, a new one with it", async () => {
    const first = await createAuthToken(sb.connection, "alan");
    expect(first.uid).toBe("alan");
    expect(first.authToken).toMatch(/^alan_\d{10}[0-9a-f]+$/);
    expect((await createAuthToken(sb.connection, "alan")).authToken).toBe(first.authToken);
    const forced = await createAuthToken(sb.connection, "alan", true);
    expect(forced.authToken).not.toBe(first.authToken);
    expect((await listAuthTokens(sb.connection, "alan")).meta.pagination.total).toBe(2);
    await expect(createAuthToken(sb.connection, "nobody")).rejects.toMatchObject({ status: 404 });
  });
});

describe("users administration", () => {
  it("creates, edits (unsetting a field) and deletes a user for good", async () => {
    const made = await createUser(sb.connection, {
      uid: "mary",
      name: "Mary",
      statusMessage: "hi",
      tags: ["a"],
    });
    expect(made).toMatchObject({ uid: "mary", statusMessage: "hi", tags: ["a"] });
    const edited = await updateUser(sb.connection, "mary", { name: "Mary S", unset: ["avatar"] });
    expect(edited.name).toBe("Mary S");
    expect(edited.avatar).toBeUndefined();
    expect(edited.statusMessage).toBe("hi");
    await expect(createUser(sb.connection, { uid: "mary", name: "again" })).rejects.toMatchObject({
      code: "ERR_UID_ALREADY_EXISTS",
    });
    await deleteUserPermanently(sb.connection, "mary");
    await expect(getUser(sb.connection, "mary")).rejects.toBeInstanceOf(ServiceError);
    expect(await findUserAnyState(sb.connection, "mary")).toBeUndefined();
  });

  it("blocks and unblocks with one outcome per uid", async () => {
    const blocked = await setBlocked(sb.connection, "grace", ["ada", "nobody-here"], true);
    expect(blocked.ada?.success).toBe(true);
    expect(blocked["nobody-here"]?.success).toBe(false);
    expect((await listBlockedUsers(sb.connection, "grace")).data.map((u) => u.uid)).toEqual(["ada"]);
    const unblocked = await setBlocked(sb.connection, "grace", ["ada"], false);
    expect(unblocked.ada?.success).toBe(true);
    expect((await listBlockedUsers(sb.connection, "grace")).data).toEqual([]);
  });

  it("finds the token behind a mask, revokes it, then revokes the rest", async () => {
    const one = await createAuthToken(sb.connection, "alan", true);
    const two = await createAuthToken(sb.connection, "alan", true);
    const found = await findAuthToken(sb.connection, "alan", maskToken("alan", one.authToken), one.createdAt);
    expect(found).toBe(one.authToken);
    expect(await findAuthToken(sb.connection, "alan", "alan_0…0000", one.createdAt)).toBeUndefined();
    await revokeAuthToken(sb.connection, "alan", one.authToken);
    const left = (await listAuthTokens(sb.connection, "alan")).data.map((t) => t.authToken);
    expect(left).toContain(two.authToken);
    expect(left).not.toContain(one.authToken);
    await revokeAllAuthTokens(sb.connection, "alan");
    expect((await listAuthTokens(sb.connection, "alan")).data).toEqual([]);
  });
});
