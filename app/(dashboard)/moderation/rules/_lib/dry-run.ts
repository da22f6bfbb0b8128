import { conditionOf, type RuleFormValues, ruleForm } from "@/lib/inputs/moderation-query";
import type { KeywordList } from "@/lib/schemas/moderation";
import { firstMatch, type MessageToEvaluate } from "@/lib/shared/moderation/evaluate";

/** The sample as a message of each condition's kind: text, a custom message's data, or a media file's name. */
function sampleFor(operand: string, text: string): MessageToEvaluate {
  const base = { sender: {}, receiverType: "user" as const, receiver: {} };
  if (operand === "custom")
    return { ...base, category: "custom", type: "custom", data: { customData: { text } } };
  if (operand === "image" || operand === "video")
    return { ...base, category: "message", type: operand, data: { attachments: [{ name: text }] } };
  return { ...base, category: "message", type: "text", data: { text } };
}

/**
 * A dry run of the rule form as it stands (enabled or not), with the same evaluator the sandbox applies: each
 * condition reads the sample as a message of its kind, and the first that matches is named. False while the
 * form is incomplete or invalid (an unsupported pattern among them).
 */
export function testRule(
  values: RuleFormValues,
  lists: KeywordList[],
  text: string,
): { matched: string; condition: number } | null | false {
  const parsed = ruleForm.safeParse({ ...values, enabled: true });
  if (!parsed.success) return false;
  const byId = new Map(lists.map((l) => [l.id, { category: l.category, searchTerms: l.searchTerms }]));
  for (const [i, c] of parsed.data.conditions.entries()) {
    const match = firstMatch(
      [
        {
          id: "test",
          name: "test",
          revisionId: "test",
          enabled: true,
          action: [values.action],
          conditions: [conditionOf(c, i)],
        },
      ],
      byId,
      sampleFor(String(c.raw?.operand ?? c.operand), text),
    );
    if (match) return { matched: match.matched, condition: i + 1 };
  }
  return null;
}
