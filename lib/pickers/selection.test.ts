import { describe, expect, it } from "vitest";
import { addIds, bestMatch, exactMatch, moveActive, splitIds } from "./selection";

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
  it("splits at commas, semicolons, tabs and line breaks, not at spaces (a name has them)", () => {
    expect(splitIds(" alice, bob;carol\n dave\r\neve\tfay ")).toEqual([
      "alice",
      "bob",
      "carol",
      "dave",
      "eve",
      "fay",
    ]);
    expect(splitIds("wei wang, ada")).toEqual(["wei wang", "ada"]);
    expect(splitIds("  ")).toEqual([]);
  });
});

describe("the suggestion Enter takes", () => {
  const wangs = [
    { value: "daniel", label: "Daniel Wang" },
    { value: "wang", label: "Lei Wang" },
    { value: "wei", label: "Wei Wang" },
  ];
  it("is the one whose uid the text is, in any case, before the first", () => {
    expect(bestMatch(" WANG ", wangs)?.value).toBe("wang");
  });
  it("else the one the text names in full", () => {
    expect(bestMatch("wei wang", wangs)?.value).toBe("wei");
  });
  it("else the first, and none when there is none", () => {
    expect(bestMatch("wan", wangs)?.value).toBe("daniel");
    expect(bestMatch("wan", [])).toBeUndefined();
  });
  it("exactly: a uid, or a name only one has", () => {
    expect(exactMatch("wan", wangs)).toBeUndefined();
    expect(exactMatch("Wei Wang", wangs)?.value).toBe("wei");
    const twins = [...wangs, { value: "wei2", label: "Wei Wang" }];
    expect(exactMatch("Wei Wang", twins)).toBeUndefined();
    expect(bestMatch("Wei Wang", twins)?.value).toBe("wei");
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

describe("case", () => {
  it("keeps ids apart by case only when asked, as tags are", () => {
    expect(addIds(["vip"], ["VIP"]).duplicates).toEqual(["VIP"]);
    expect(addIds(["vip"], ["VIP"], Infinity, true)).toEqual({
      values: ["vip", "VIP"],
      duplicates: [],
      overLimit: [],
    });
    expect(addIds(["vip"], ["vip"], Infinity, true).duplicates).toEqual(["vip"]);
    const tags = [
      { value: "VIP", label: "VIP" },
      { value: "vip", label: "vip" },
    ];
    expect(exactMatch("vip", tags, true)?.value).toBe("vip");
    expect(exactMatch("VIP", tags, true)?.value).toBe("VIP");
  });
});
