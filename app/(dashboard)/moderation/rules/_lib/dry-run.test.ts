import { describe, expect, it } from "vitest";
import { formOf, NEW_CONDITION, type RuleFormValues, ruleForm } from "@/lib/inputs/moderation-query";
import { testRule } from "./dry-run";

const withPattern = (pattern: string, operator: "contains" | "equals" = "contains"): RuleFormValues => ({
  ...formOf(),
  id: "r",
  name: "R",
  conditions: [{ ...NEW_CONDITION, operator, matchBy: "pattern", pattern }],
});

describe("the rule dialog's dry run", () => {
  it("runs a pattern that backtracks catastrophically in linear time, to its verdict", () => {
    // A backtracking engine takes seconds at 29 characters and doubles with each one more.
    expect(testRule(withPattern("^(\\w+\\s?)*$"), [], `${"a".repeat(40)}!`)).toBeNull();
    expect(testRule(withPattern("^(\\w+\\s?)*$"), [], "all good words")).toEqual({
      matched: "^(\\w+\\s?)*$",
      condition: 1,
    });
  });

  it("matches in any case, anywhere for contains and as a whole for equals", () => {
    expect(testRule(withPattern("casino\\d+"), [], "visit CASINO42 now")).toEqual({
      matched: "casino\\d+",
      condition: 1,
    });
    expect(testRule(withPattern("casino\\d+", "equals"), [], "visit CASINO42 now")).toBeNull();
    expect(testRule(withPattern("casino\\d+", "equals"), [], "Casino7")).toMatchObject({ condition: 1 });
  });

  it("refuses backreferences and lookaround on the pattern field, and tests nothing", () => {
    for (const pattern of ["(a)\\1", "(?<w>a)\\k<w>", "foo(?=bar)", "(?<!x)y", "(?!a)b"]) {
      const values = withPattern(pattern);
      expect(testRule(values, [], "aa foobar y b")).toBe(false);
      const parsed = ruleForm.safeParse(values);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({
          path: ["conditions", 0, "pattern"],
          message: expect.stringMatching(/is not supported: backreferences .* and lookaround/),
        }),
      ]);
    }
  });
});
