import { describe, expect, it } from "vitest";
import { wordCondition } from "@/test/moderation-fixtures";
import type { ConditionView, ModerationRule } from "../schemas/moderation";
import { formOf, keywordListDialog, NEW_CONDITION, ruleBodyOf, ruleForm } from "./moderation-query";

const rule = (conditions: ConditionView[]): ModerationRule => ({
  id: "r",
  name: "R",
  enabled: true,
  conditions,
  filters: [{ type: "sender", entity: "user", operand: "role", operator: "equals", value: "default" }],
  action: ["blockMessage"],
  active: true,
  createdAt: 1,
  updatedAt: 1,
  revisionId: "app_r_1",
});

/** What saving the rule's form untouched sends to the service. */
const resaved = (r: ModerationRule) => ruleBodyOf(ruleForm.parse(formOf(r)), r.filters ?? []);

describe("the rule form", () => {
  it("sends back every condition it shows exactly as it came", () => {
    const shown = [
      wordCondition({ value: ["spam", "free money"] }),
      wordCondition({ id: 2, operator: "equals", value: ["stop"] }),
      wordCondition({ id: 3, isKeywordsReferencePresent: true, value: ["profanity-list"] }),
      wordCondition({ id: 4, category: "pattern", value: ["\\d{6}"] }),
      wordCondition({ id: 5, operand: "image", isMediaPresent: true, value: ["weapon"] }),
    ];
    const body = resaved(rule(shown));
    expect(body.conditions).toEqual(shown);
    expect(body.filters).toEqual(rule(shown).filters);
  });

  it("keeps a condition it cannot show exactly as it is, and edits the others", () => {
    const odd = [
      wordCondition({ value: ["hello, world"] }),
      wordCondition({ id: 2, isKeywordsReferencePresent: true, value: ["a-list", "b-list"] }),
      wordCondition({ id: 3, category: "pattern", value: ["x+", "y+"] }),
      wordCondition({
        id: 4,
        operand: "image",
        isMediaPresent: true,
        value: ["AnyOf_greaterThan_30"],
        weight: 2,
      } as Partial<ConditionView>),
      wordCondition({ id: 5, message: ["be kind"] }),
    ];
    const form = formOf(rule(odd));
    expect(form.conditions.map((c) => Boolean(c.raw))).toEqual([true, true, true, true, true]);
    expect(resaved(rule(odd)).conditions).toEqual(odd);
    // A condition the form shows can still be edited beside them.
    const mixed = formOf(rule([wordCondition({ value: ["a"] }), ...odd]));
    mixed.conditions[0] = { ...mixed.conditions[0], words: "b" } as (typeof mixed.conditions)[0];
    const saved = ruleBodyOf(ruleForm.parse(mixed), []);
    expect(saved.conditions[0]?.value).toEqual(["b"]);
    expect(saved.conditions.slice(1)).toEqual(odd.map((c, i) => ({ ...c, id: i + 2 })));
  });
});

describe("the pattern bounds in the forms", () => {
  it("refuses a pattern over the bounds on its field, and a pattern list whose steps pass the app's budget", () => {
    const withPattern = (pattern: string) =>
      ruleForm.safeParse({
        ...formOf(),
        id: "r",
        name: "R",
        conditions: [{ ...NEW_CONDITION, matchBy: "pattern", pattern }],
      });
    expect(withPattern("[a-z]{900}x").error?.issues).toEqual([
      expect.objectContaining({
        path: ["conditions", 0, "pattern"],
        message: expect.stringMatching(
          /^\[a-z\]\{900\}x repeats \{900\}: a counted repetition is at most \{50\}/,
        ),
      }),
    ]);
    expect(withPattern("[a-z]{40}x").success).toBe(true);
    const list = (termsText: string) =>
      keywordListDialog.safeParse({ id: "l", name: "L", description: "", category: "pattern", termsText });
    expect(list(Array.from({ length: 12 }, (_, i) => `[a-z]{5}word${i}`).join("\n")).error?.issues).toEqual([
      expect.objectContaining({
        path: ["termsText"],
        message: expect.stringMatching(
          /^The list's patterns compile to \d+ steps, and an app's enabled rules may run patterns of 64 steps/,
        ),
      }),
    ]);
    expect(list("casino\\d+\nfree\\s+money").success).toBe(true);
  });
});
