import { describe, expect, it } from "vitest";
import { PIONEERS } from "@/test/named-people";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as apiKeysContract from "../../contract/api-keys";
import * as groupsContract from "../../contract/groups";
import * as u from "../../contract/users";
import { call } from "./call";
import type { Connection } from "./request";

const listUsers = (c: Connection, query: Parameters<typeof call<typeof u.listUsers>>[2]["query"] = {}) =>
  call(c, u.listUsers, { query });
const getUser = async (c: Connection, uid: string) => (await call(c, u.getUser, { params: { uid } })).data;
const getAuthToken = async (c: Connection, uid: string, authToken: string) =>
  (await call(c, u.getAuthToken, { params: { uid, authToken } })).data;
const listAuthTokens = (c: Connection, uid: string) => call(c, u.listAuthTokens, { params: { uid } });

import { ServiceError } from "./errors";

const sb = sandboxForFile("eu", async () => {
  for (const [uid, name] of PIONEERS) {
    await sb.chat("POST", "/users", { uid, name, tags: uid === "grace" ? ["navy"] : [] });
  }
  await sb.chat("POST", "/groups", { guid: "engineers", name: "Engineers", type: "public", owner: "ada" });
  await sb.chat("POST", "/groups", { guid: "secret", name: "Secret", type: "private", owner: "alan" });
});

describe("chat client", () => {
  it("lists users page by page with the true total, and filters by searchKey and tags", async () => {
    const first = await listUsers(sb.connection, { perPage: 2 });
    expect(first.meta.pagination).toMatchObject({
      total: 3,
      count: 2,
      per_page: 2,
      current_page: 1,
      total_pages: 2,
    });
    const second = await listUsers(sb.connection, { perPage: 2, page: 2 });
    expect(second.data).toHaveLength(1);
    const seen = [...first.data, ...second.data].map((u) => u.uid).sort();
    expect(seen).toEqual(["ada", "alan", "grace"]);
    const search = await listUsers(sb.connection, { searchKey: "al" });
    expect(search.data.map((u) => u.uid)).toEqual(["alan"]);
    const tagged = await listUsers(sb.connection, { tags: ["navy"] });
    expect(tagged.data.map((u) => u.uid)).toEqual(["grace"]);
  });

  it("reads one user, and a missing uid is a ServiceError with the service's code", async () => {
    const ada = await getUser(sb.connection, "ada");
    expect(ada).toMatchObject({ uid: "ada", name: "Ada Lovelace" });
    const err = await getUser(sb.connection, "nobody").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 404, code: "ERR_UID_NOT_FOUND" });
  });

  it("lists groups with filters and reads one", async () => {
    const all = await call(sb.connection, groupsContract.listGroups, {
      query: { sortBy: "guid", sortOrder: "asc" },
    });
    expect(all.meta.pagination.total).toBe(2);
    expect(all.data.map((g) => g.guid)).toEqual(["engineers", "secret"]);
    const priv = await call(sb.connection, groupsContract.listGroups, { query: { type: "private" } });
    expect(priv.data.map((g) => g.guid)).toEqual(["secret"]);
    const getGroup = async (guid: string) =>
      (await call(sb.connection, groupsContract.getGroup, { params: { guid } })).data;
    expect(await getGroup("engineers")).toMatchObject({ guid: "engineers", owner: "ada" });
    await expect(getGroup("nope")).rejects.toMatchObject({ code: "ERR_GUID_NOT_FOUND" });
  });

  it("reads an auth token and lists a user's tokens", async () => {
    const made = (await sb.chat("POST", "/users/ada/auth_tokens", {})) as { data: { authToken: string } };
    const token = await getAuthToken(sb.connection, "ada", made.data.authToken);
    expect(token).toMatchObject({ uid: "ada", authToken: made.data.authToken });
    const list = await listAuthTokens(sb.connection, "ada");
    expect(list.data.map((t) => t.authToken)).toContain(made.data.authToken);
    await expect(getAuthToken(sb.connection, "ada", "ada_0000000000ffff")).rejects.toMatchObject({
      status: 404,
      code: "ERR_AUTH_TOKEN_NOT_FOUND",
    });
  });

  it("lists the app's API keys, filtered by scope", async () => {
    const keys = await call(sb.connection, apiKeysContract.listApiKeys, {});
    expect(keys.meta.pagination.total).toBe(2);
    expect(keys.data.map((k) => k.apiKey)).toContain(sb.apiKey);
    const authOnly = await call(sb.connection, apiKeysContract.listApiKeys, { query: { scope: "authOnly" } });
    expect(authOnly.data.every((k) => k.scope === "authOnly")).toBe(true);
    expect(authOnly.data).toHaveLength(1);
  });

  it("a rejected key is a ServiceError with the service's code and message", async () => {
    const err = await listUsers({ ...sb.connection, apiKey: "0".repeat(40) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 401, code: "AUTH_ERR_APIKEY_NOT_FOUND" });
    expect((err as ServiceError).message.length).toBeGreaterThan(0);
  });
});
