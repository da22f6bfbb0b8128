import { describe, expect, it } from "vitest";
import { wordCondition } from "@/test/moderation-fixtures";
import type { ConditionView } from "../../schemas/moderation";
import { enforce, ruleSteps } from "./budget";
import { firstMatch, type ListToEvaluate, type RuleToEvaluate } from "./evaluate";
import { isPatternKnown, patternSteps } from "./pattern";

const condition = (over: Partial<ConditionView>) =>
  wordCondition({ category: "pattern", value: [], ...over });
const rule = (id: string, conditions: Partial<ConditionView>[], enabled = true): RuleToEvaluate => ({
  id,
  name: id,
  revisionId: `app_${id}_1`,
  enabled,
  action: ["blockMessage"],
  conditions: conditions.map(condition),
});
const message = (text: string) => ({
  category: "message",
  type: "text",
  data: { text },
  sender: {},
  receiverType: "user" as const,
  receiver: {},
});
const none = new Map<string, ListToEvaluate>();
/** A pattern of `[a-z]{n}` and a literal tail: n + 2 + tail steps. */
const wide = (n: number, tail: string) => `[a-z]{${n}}${tail}`;

describe("the app's pattern budget", () => {
  it("counts a rule's steps from its own patterns and the pattern lists it names, word lists costing none", () => {
    const lists = new Map<string, ListToEvaluate>([
      ["pats", { category: "pattern", searchTerms: ["casino\\d+", "x"] }],
      ["words", { category: "word", searchTerms: ["casino"] }],
    ]);
    const r = rule("r", [
      { value: ["free\\s+money"] },
      { isKeywordsReferencePresent: true, category: "word", value: ["pats", "words", "gone"] },
      { category: "word", value: ["spam"] },
    ]);
    expect(ruleSteps(r, lists)).toBe(
      patternSteps("free\\s+money") + patternSteps("casino\\d+") + patternSteps("x"),
    );
  });

  it("puts in force the enabled rules, in order, while their steps fit; a later one past it is out, and says why", () => {
    const first = rule("first", [{ value: [wide(30, "!")] }]);
    const off = rule("off", [{ value: [wide(50, "?")] }], false);
    const second = rule("second", [{ value: [wide(25, "x")] }]);
    const third = rule("third", [{ value: [wide(25, "y")] }]);
    expect(patternSteps(wide(30, "!")) + patternSteps(wide(25, "x"))).toBe(61);
    const checked = enforce([first, off, second, third], none, true);
    expect(checked.inForce.map((r) => r.id)).toEqual(["first", "second"]);
    expect(checked.problems.get("third")).toEqual([
      "Not in force: an app's enabled rules may run patterns of 64 steps in all on a message; the rules before it take 61 and its own take more than the 3 left. Edit its patterns or disable rules.",
    ]);
    expect([...checked.problems.keys()]).toEqual(["third"]);
    // A rule out of force matches nothing; the ones in force still do.
    const text = `${"q".repeat(30)}y`;
    expect(firstMatch([third], none, message(text))?.rule.id).toBe("third");
    expect(firstMatch([first, off, second, third], none, message(text))).toBeUndefined();
    expect(firstMatch([first, off, second, third], none, message(`${"q".repeat(30)}x`))?.rule.id).toBe(
      "second",
    );
  });

  it("names a stored pattern that can no longer run; it matches nothing while the rule's others still do", () => {
    const lists = new Map<string, ListToEvaluate>([
      ["old", { category: "pattern", searchTerms: ["ok", "(a)\\1", "[a-z]{900}x"] }],
    ]);
    const stored = rule("stored", [
      { value: ["[a-z]{900}x", "spam"] },
      { isKeywordsReferencePresent: true, category: "word", value: ["old"] },
    ]);
    expect(enforce([stored], lists, true).problems.get("stored")).toEqual([
      "conditions.0.value: patterns that can no longer run and match nothing until edited (1: [a-z]{900}x repeats {900}: a counted repetition is at most {50} (each repeat costs a step on every character of a message).)",
      expect.stringMatching(
        /^conditions\.1\.value: the keyword list old holds patterns that can no longer run and match nothing until edited \(2, the first: \(a\)\\1 is not supported/,
      ),
    ]);
    expect(firstMatch([stored], lists, message(`${"a".repeat(900)}x`))).toBeUndefined();
    expect(firstMatch([stored], lists, message("SPAM"))?.matched).toBe("spam");
    expect(firstMatch([stored], lists, message("it is ok"))?.matched).toBe("ok");
  });

  it("judges a huge stored pattern list out of force without compiling it whole", () => {
    const terms = Array.from({ length: 10_000 }, (_, i) => `huge-term-${i}`);
    const lists = new Map<string, ListToEvaluate>([["huge", { category: "pattern", searchTerms: terms }]]);
    const huge = rule("huge", [{ isKeywordsReferencePresent: true, category: "word", value: ["huge"] }]);
    const checked = enforce([huge], lists, true);
    expect(checked.inForce).toEqual([]);
    expect(checked.problems.get("huge")?.[0]).toMatch(/^Not in force: /);
    expect(firstMatch([huge], lists, message("huge-term-0"))).toBeUndefined();
    expect(isPatternKnown(terms[0] ?? "")).toBe(true);
    expect(isPatternKnown(terms[9_999] ?? "")).toBe(false);
  });
});
