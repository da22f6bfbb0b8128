import { describe, expect, it } from "vitest";
import { updateUserInput } from "../schemas/users";
import {
  authTokenLookupResult,
  blockUsersActionInput,
  createAuthTokenActionInput,
  createUserForm,
  deleteUserInput,
  editUserValues,
  listUsersQuery,
  lookupAuthTokenInput,
  toCreateUserBody,
  toUpdateUserBody,
  userTargetInput,
} from "./users-query";

describe("users action inputs", () => {
  it("the list query takes the service's filters and bounds them", () => {
    expect(listUsersQuery.parse({})).toEqual({ page: 1, perPage: 25 });
    expect(
      listUsersQuery.parse({ searchKey: " ali ", status: "offline", role: "premium", withDeactivated: true }),
    ).toEqual({
      page: 1,
      perPage: 25,
      searchKey: "ali",
      status: "offline",
      role: "premium",
      withDeactivated: true,
    });
    expect(listUsersQuery.safeParse({ status: "online" }).success).toBe(false);
    expect(listUsersQuery.safeParse({ perPage: 1001 }).success).toBe(false);
    expect(listUsersQuery.safeParse({ searchKey: "x".repeat(101) }).success).toBe(false);
    expect(listUsersQuery.safeParse({ searchKey: "  " }).success).toBe(false);
  });

  it("the list query takes the last-active bounds and the order, and refuses an empty range", () => {
    const q = { lastActiveBefore: 1_710_028_800, lastActiveAfter: 1_709_251_199, sortBy: "lastActiveAt" };
    expect(listUsersQuery.parse({ ...q, sortOrder: "desc" })).toEqual({
      page: 1,
      perPage: 25,
      ...q,
      sortOrder: "desc",
    });
    const inverted = listUsersQuery.safeParse({
      lastActiveBefore: 1_709_251_199,
      lastActiveAfter: 1_710_028_800,
    });
    expect(inverted.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["lastActiveAfter", "must be earlier than the last-active-before day"],
    ]);
    for (const bad of [
      { lastActiveBefore: -1 },
      { lastActiveAfter: 1.5 },
      { lastActiveBefore: 10_000_000_000 },
      { sortBy: "status" },
      { sortOrder: "up" },
    ]) {
      expect(listUsersQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("a uid follows the service's rule", () => {
    expect(userTargetInput.parse({ uid: "e2e-alice_2" })).toEqual({ uid: "e2e-alice_2" });
    for (const uid of ["", "a b", "a/b", "x".repeat(101), "ünï"]) {
      expect(userTargetInput.safeParse({ uid }).success, uid).toBe(false);
    }
  });

  it("creating a token defaults force to false", () => {
    expect(createAuthTokenActionInput.parse({ uid: "ada" })).toEqual({ uid: "ada", force: false });
    expect(createAuthTokenActionInput.parse({ uid: "ada", force: true })).toEqual({
      uid: "ada",
      force: true,
    });
    expect(createAuthTokenActionInput.safeParse({ uid: "ada", force: "yes" }).success).toBe(false);
  });

  it("a token lookup needs a non-blank token of at most 255 characters", () => {
    expect(lookupAuthTokenInput.parse({ uid: "ada", authToken: " ada_17630000001f " })).toEqual({
      uid: "ada",
      authToken: "ada_17630000001f",
    });
    const blank = lookupAuthTokenInput.safeParse({ uid: "ada", authToken: "   " });
    expect(blank.error?.issues[0]?.message).toBe("Enter a token.");
    expect(lookupAuthTokenInput.safeParse({ uid: "ada", authToken: "x".repeat(256) }).success).toBe(false);
  });

  it("the lookup answers either the token or a not-found message", () => {
    const token = { uid: "ada", authToken: "ada_1", createdAt: 1_790_000_000 };
    expect(authTokenLookupResult.parse({ found: true, token })).toEqual({ found: true, token });
    expect(authTokenLookupResult.parse({ found: false, message: "gone" })).toEqual({
      found: false,
      message: "gone",
    });
    expect(authTokenLookupResult.safeParse({ found: true, message: "x" }).success).toBe(false);
  });
});

const blank = { avatar: "", link: "", role: "", statusMessage: "", metadata: "", tags: "" };

describe("the user forms", () => {
  it("create leaves blank boxes out of the body", () => {
    const v = createUserForm.parse({ ...blank, uid: "ada", name: " Ada ", tags: "vip, beta testers" });
    expect(toCreateUserBody(v)).toEqual({ uid: "ada", name: "Ada", tags: ["vip", "beta testers"] });
  });

  it("create carries every field the form holds", () => {
    // Sent as typed; metadata and tags are parsed.
    const asTyped = {
      uid: "ada",
      name: "Ada",
      avatar: "https://example.com/a.png",
      link: "https://example.com/ada",
      role: "pro",
      statusMessage: "away",
    };
    const v = createUserForm.parse({ ...asTyped, metadata: '{"plan": "pro"}', tags: "vip" });
    expect(toCreateUserBody(v)).toEqual({ ...asTyped, metadata: { plan: "pro" }, tags: ["vip"] });
  });

  it("refuses values over the service's limits, next to their fields", () => {
    const r = createUserForm.safeParse({
      ...blank,
      uid: "no spaces",
      name: "x".repeat(101),
      avatar: "javascript:alert(1)",
      role: "a b",
      metadata: "[1]",
      tags: Array.from({ length: 26 }, (_, i) => `t${i}`).join(","),
    });
    expect(r.success).toBe(false);
    const fields = new Set(r.error?.issues.map((i) => i.path[0]));
    expect([...fields].sort()).toEqual(["avatar", "metadata", "name", "role", "tags", "uid"]);
  });

  it("edit unsets only what the service's unset takes; the body passes the service's own schema", () => {
    const body = toUpdateUserBody({ ...blank, name: "Ada", role: "pro", tags: "vip" });
    expect(body).toEqual({
      name: "Ada",
      role: "pro",
      statusMessage: "",
      tags: ["vip"],
      unset: ["avatar", "link", "metadata"],
    });
    expect(updateUserInput.safeParse(body).success).toBe(true);
    const filled = toUpdateUserBody({
      ...blank,
      name: "Ada",
      avatar: "https://a.example/a.png",
      link: "https://a.example",
      metadata: '{"a": 1}',
    });
    expect(filled).toEqual({
      name: "Ada",
      avatar: "https://a.example/a.png",
      link: "https://a.example",
      metadata: { a: 1 },
      role: "default",
      statusMessage: "",
      tags: [],
    });
    expect(updateUserInput.safeParse(filled).success).toBe(true);
  });

  it("edit starts from the user's values, the default role as blank", () => {
    const v = editUserValues({
      uid: "ada",
      name: "Ada",
      role: "default",
      status: "offline",
      metadata: { a: 1 },
      tags: ["x", "y"],
    });
    expect(v).toMatchObject({ uid: "ada", role: "", metadata: '{\n  "a": 1\n}', tags: "x, y", avatar: "" });
  });

  it("delete needs the uid typed again", () => {
    expect(deleteUserInput.safeParse({ uid: "ada", confirm: "ad" }).success).toBe(false);
    expect(deleteUserInput.safeParse({ uid: "ada", confirm: " ada " }).success).toBe(true);
  });

  it("block refuses no uid, the user themselves and more than the service takes", () => {
    expect(blockUsersActionInput.safeParse({ uid: "ada", uids: [] }).success).toBe(false);
    expect(blockUsersActionInput.safeParse({ uid: "ada", uids: ["ADA"] }).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => `u${i}`);
    expect(blockUsersActionInput.safeParse({ uid: "ada", uids: many }).success).toBe(false);
    expect(blockUsersActionInput.safeParse({ uid: "ada", uids: ["bob"] }).success).toBe(true);
  });
});
