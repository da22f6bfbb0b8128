import { describe, expect, it } from "vitest";
import {
  loadUserDetailSearchParams,
  toBlockedParams,
  toFriendsParams,
  toGroupsParams,
  toTokensParams,
} from "./search-params";

describe("the user page's section params", () => {
  it("reads each section's own page and size, clamped, for the user", () => {
    const s = loadUserDetailSearchParams({
      groupsPage: "2",
      friendsPage: "3",
      friendsPerPage: "5000",
      blockedPage: "0",
      tokensPerPage: "7",
    });
    expect(toGroupsParams("ada", s)).toEqual({ uid: "ada", page: 2, perPage: s.groupsPerPage });
    expect(toFriendsParams("ada", s)).toEqual({ uid: "ada", page: 3, perPage: 1000 });
    expect(toBlockedParams("ada", s)).toEqual({ uid: "ada", page: 1, perPage: s.blockedPerPage });
    expect(toTokensParams("ada", s)).toEqual({ uid: "ada", page: 1, perPage: 7 });
  });
});
