import { describe, expect, it } from "vitest";
import { Lru } from "./lru";
import { firstPatternMatch, largestRepeat, PATTERN_LIMITS, patternError, patternSteps } from "./pattern";

const matches = (pattern: string, text: string, whole: boolean) =>
  firstPatternMatch([pattern], text, whole) === pattern;

describe("moderation patterns (RE2)", () => {
  it("answers a catastrophically backtracking pattern at once", () => {
    expect(matches("^(\\w+\\s?)*$", `${"a".repeat(5000)}!`, false)).toBe(false);
    expect(matches("^(\\w+\\s?)*$", "a b c", false)).toBe(true);
  });

  it("matches in any case, anywhere or as a whole", () => {
    expect(matches("é+t[a-z]", "ÉÉTA", false)).toBe(true);
    expect(matches("a|b", "xb", false)).toBe(true);
    expect(matches("a|b", "xb", true)).toBe(false);
    expect(matches("a|b", "B", true)).toBe(true);
  });

  it("answers the first of several patterns that matches, in their order", () => {
    const list = ["zz+", "b[0-9]", "a+"];
    expect(firstPatternMatch(list, "aaa b7", false)).toBe("b[0-9]");
    expect(firstPatternMatch(list, "aaa", false)).toBe("a+");
    expect(firstPatternMatch(list, "nothing here", false)).toBeUndefined();
    expect(firstPatternMatch(["(a)\\1", "x"], "x", false)).toBe("x");
  });

  it("refuses what RE2 cannot run, naming why", () => {
    expect(patternError("(a)\\1")).toMatch(/is not supported: backreferences/);
    expect(patternError("foo(?!bar)")).toMatch(/lookaround/);
    expect(patternError("(?<=a)b")).toMatch(/lookaround/);
    expect(patternError("(open")).toMatch(/^\(open is not a valid pattern: missing closing \)/);
    expect(patternError("[a-z]+@[a-z]+\\.com")).toBeUndefined();
  });
});

describe("pattern bounds", () => {
  it("refuses a pattern over the length, a counted repetition over the bound, and one over the steps", () => {
    expect(patternError("a".repeat(PATTERN_LIMITS.length + 1))).toMatch(/longer than 200 characters/);
    expect(patternError(`a{${PATTERN_LIMITS.repeat + 1}}`)).toBeDefined();
    expect(patternError(`a{${PATTERN_LIMITS.repeat}}`)).toBeUndefined();
    expect(patternError("((x{10}){10}){10}")).toMatch(/compiles to \d+ steps/);
    expect(patternSteps("[a-z]+@[a-z]+\\.com")).toBeGreaterThan(0);
    expect(patternSteps("[a-z]+@[a-z]+\\.com")).toBeLessThanOrEqual(PATTERN_LIMITS.steps);
    expect(patternSteps("(a)\\1")).toBe(0);
  });

  it("reads counted repetitions as RE2 does, not braces that are literal or name something", () => {
    expect(largestRepeat("a{3}b{2,40}c{7,}")?.count).toBe(40);
    expect(largestRepeat("\\{900}")).toBeUndefined();
    expect(largestRepeat("[{900}]")).toBeUndefined();
    expect(largestRepeat("\\p{Greek}x")).toBeUndefined();
    expect(largestRepeat("\\Qa{900}\\E")).toBeUndefined();
  });
});

describe("Lru", () => {
  it("keeps the entries in use and forgets the least recently used past its capacity", () => {
    const lru = new Lru<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1);
    lru.set("c", 3);
    expect(lru.has("a")).toBe(true);
    expect(lru.has("b")).toBe(false);
    expect(lru.has("c")).toBe(true);
    expect(lru.size).toBe(2);
  });
});
