import { describe, expect, it } from "vitest";
import { carriedBy, tallyTags } from "./tags-tally";

describe("tallyTags", () => {
  it("counts who carries each tag, the most carried first, then by name, a tag repeated on one row once", () => {
    const users = [{ tags: ["vip", "beta"] }, { tags: ["vip", "vip"] }, {}, { tags: ["Beta"] }];
    const groups = [{ tags: ["team", "vip"] }, { tags: [] }];
    expect(tallyTags(users, groups)).toEqual([
      { tag: "vip", users: 2, groups: 1 },
      { tag: "beta", users: 1, groups: 0 },
      { tag: "Beta", users: 1, groups: 0 },
      { tag: "team", users: 0, groups: 1 },
    ]);
    expect(tallyTags([], [])).toEqual([]);
  });
});

describe("carriedBy", () => {
  it("says how many users and groups carry a tag, leaving out a kind that carries none", () => {
    expect(carriedBy({ tag: "vip", users: 2, groups: 1 })).toBe("2 users · 1 group");
    expect(carriedBy({ tag: "team", users: 0, groups: 3 })).toBe("3 groups");
    expect(carriedBy({ tag: "beta", users: 1, groups: 0 })).toBe("1 user");
  });
});
