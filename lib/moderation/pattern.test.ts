import { describe, expect, it } from "vitest";
import { patternError, patternMatches } from "./pattern";

describe("moderation patterns (RE2)", () => {
  it("answers a catastrophically backtracking pattern at once", () => {
    expect(patternMatches("^(\\w+\\s?)*$", `${"a".repeat(5000)}!`, false)).toBe(false);
    expect(patternMatches("^(\\w+\\s?)*$", "a b c", false)).toBe(true);
  });

  it("matches in any case, anywhere or as a whole", () => {
    expect(patternMatches("é+t[a-z]", "ÉÉTA", false)).toBe(true);
    expect(patternMatches("a|b", "xb", false)).toBe(true);
    expect(patternMatches("a|b", "xb", true)).toBe(false);
    expect(patternMatches("a|b", "B", true)).toBe(true);
  });

  it("refuses what RE2 cannot run, naming why", () => {
    expect(patternError("(a)\\1")).toMatch(/is not supported: backreferences/);
    expect(patternError("foo(?!bar)")).toMatch(/lookaround/);
    expect(patternError("(?<=a)b")).toMatch(/lookaround/);
    expect(patternError("(open")).toMatch(/^\(open is not a valid pattern: missing closing \)/);
    expect(patternError("[a-z]+@[a-z]+\\.com")).toBeUndefined();
  });
});
