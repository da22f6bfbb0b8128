import { describe, expect, it } from "vitest";
import { addIds, moveActive, splitIds } from "./selection";

describe("moveActive", () => {
  it("starts at the first option going down and at the last going up", () => {
    expect(moveActive(-1, 3, "next")).toBe(0);
    expect(moveActive(-1, 3, "previous")).toBe(2);
  });
  it("wraps at both ends", () => {
    expect(moveActive(2, 3, "next")).toBe(0);
    expect(moveActive(0, 3, "previous")).toBe(2);
    expect(moveActive(1, 3, "next")).toBe(2);
  });
  it("has nothing to move to in an empty list, and recovers from an index past a shorter list", () => {
    expect(moveActive(0, 0, "next")).toBe(-1);
    expect(moveActive(5, 2, "next")).toBe(0);
  });
});

describe("splitIds", () => {
  it("splits at commas, semicolons, spaces and line breaks", () => {
    expect(splitIds(" alice, bob;carol\n dave ")).toEqual(["alice", "bob", "carol", "dave"]);
    expect(splitIds("  ")).toEqual([]);
  });
});

describe("addIds", () => {
  it("appends in order and skips ids already chosen, whatever their case", () => {
    expect(addIds(["alice"], ["bob", "ALICE", "carol", "bob"])).toEqual({
      values: ["alice", "bob", "carol"],
      duplicates: ["ALICE", "bob"],
      overLimit: [],
    });
  });
  it("stops at max and says which ids were left out", () => {
    const current = Array.from({ length: 24 }, (_, i) => `u${i}`);
    const r = addIds(current, ["x", "y", "z"], 25);
    expect(r.values).toHaveLength(25);
    expect(r.values.at(-1)).toBe("x");
    expect(r.overLimit).toEqual(["y", "z"]);
  });
});
