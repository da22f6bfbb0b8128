import { describe, expect, it } from "vitest";
import {
  authTokenLookupResult,
  createAuthTokenActionInput,
  listUsersQuery,
  lookupAuthTokenInput,
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
