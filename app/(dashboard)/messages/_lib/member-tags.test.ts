import { describe, expect, it } from "vitest";
import { memberTagTally } from "./member-tags";

describe("memberTagTally", () => {
  it("counts each tag once per conversation, most used first, then by name", () => {
    const r = memberTagTally(
      [
        { tags: ["work", "later"] },
        { tags: ["work", "work"] },
        {},
        { tags: ["family"] },
        { tags: ["later"] },
      ],
      true,
    );
    expect(r).toEqual({
      tags: [
        { tag: "later", count: 2 },
        { tag: "work", count: 2 },
        { tag: "family", count: 1 },
      ],
      complete: true,
    });
  });

  it("says when the conversations read were not all of the member's", () => {
    expect(memberTagTally([], false)).toEqual({ tags: [], complete: false });
  });
});
