import { z } from "zod";
import {
  CONDITION_OPERANDS,
  type ConditionView,
  type CreateRuleInput,
  KEYWORD_CATEGORIES,
  type ModerationRule,
  RULE_ACTIONS,
} from "../schemas/moderation";
import { patternListError } from "../shared/moderation/budget";
import { patternError } from "../shared/moderation/pattern";

export const reviewQueueQuery = z.object({
  limit: z.number().int().min(1).max(1000).default(50),
  sender: z.string().trim().max(100).optional(),
  receiver: z.string().trim().max(100).optional(),
  reasonId: z.string().max(100).optional(),
  ruleId: z.string().max(100).optional(),
  from: z.number().int().min(0).optional(),
  to: z.number().int().min(0).optional(),
});

const moderationId = z
  .string()
  .trim()
  .min(1, "Give it an id.")
  .max(100, "At most 100 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "Letters, digits, _ and - only.");

export const keywordListForm = z
  .object({
    id: moderationId,
    name: z.string().trim().min(1, "Give the list a name.").max(100, "At most 100 characters."),
    description: z.string().max(1000, "At most 1,000 characters."),
    category: z.enum(KEYWORD_CATEGORIES),
    terms: z
      .array(z.string().trim().min(1).max(1000, "A term is at most 1,000 characters."))
      .max(10_000, "At most 10,000 terms.")
      .refine((terms) => terms.reduce((n, t) => n + t.length, 0) <= 1_000_000, "At most 1 MB of terms."),
    /** A CSV to send as the list's file instead of the terms. */
    csv: z.string().max(1_000_000, "The file is larger than 1 MB.").optional(),
  })
  .refine((f) => f.csv !== undefined || f.terms.length > 0, {
    error: "Give at least one term.",
    path: ["terms"],
  });
export type KeywordListForm = z.output<typeof keywordListForm>;

export const MATCH_KINDS = ["words", "list", "pattern"] as const;
const MAX_CONDITIONS = 20;

/** One condition of the form: what it looks at, how it matches, and against what. */
export const conditionForm = z
  .object({
    operand: z.enum(CONDITION_OPERANDS),
    operator: z.enum(["contains", "equals"]),
    matchBy: z.enum(MATCH_KINDS),
    words: z.string().max(100_000, "At most 100,000 characters."),
    listId: z.string().max(100),
    pattern: z.string().max(1000, "At most 1,000 characters."),
    /** A condition the form cannot show exactly (several lists, a term with a comma…): saved as it is. */
    raw: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((f, ctx) => {
    if (f.raw) return;
    if (f.matchBy === "words" && !splitTerms(f.words).length)
      ctx.addIssue({ code: "custom", path: ["words"], message: "Give at least one word or phrase." });
    if (f.matchBy === "list" && !f.listId)
      ctx.addIssue({ code: "custom", path: ["listId"], message: "Pick a keyword list." });
    if (f.matchBy === "pattern") {
      const error = f.pattern ? patternError(f.pattern) : "Give a regular expression.";
      if (error) ctx.addIssue({ code: "custom", path: ["pattern"], message: error });
    }
  });
export type ConditionFormValues = z.input<typeof conditionForm>;

/** A rule as its form edits it: any of its conditions matching applies the action. */
export const ruleForm = z.object({
  id: moderationId,
  name: z.string().trim().min(1, "Give the rule a name.").max(100, "At most 100 characters."),
  description: z.string().max(1000, "At most 1,000 characters."),
  enabled: z.boolean(),
  action: z.enum(RULE_ACTIONS),
  conditions: z
    .array(conditionForm)
    .min(1, "Add at least one condition.")
    .max(MAX_CONDITIONS, `At most ${MAX_CONDITIONS} conditions.`),
});
export type RuleFormValues = z.input<typeof ruleForm>;
export const saveRuleInput = z.object({
  form: ruleForm,
  existing: z.boolean(),
  /** The rule's sender and receiver filters, which the form does not edit: kept as they are. */
  filters: z.array(z.record(z.string(), z.unknown())).max(20),
});

export const splitTerms = (s: string) =>
  s
    .split(/[,\n]/)
    .map((t) => t.trim())
    .filter(Boolean);

const isMedia = (operand: string) => operand === "image" || operand === "video";

export function conditionOf(c: z.output<typeof conditionForm>, index: number): ConditionView {
  if (c.raw) return { ...(c.raw as unknown as ConditionView), id: index + 1 };
  return {
    id: index + 1,
    entity: "message",
    operand: c.operand,
    operator: c.operator,
    category: c.matchBy === "pattern" ? "pattern" : "word",
    isKeywordsReferencePresent: c.matchBy === "list",
    isMediaPresent: isMedia(c.operand),
    value: c.matchBy === "words" ? splitTerms(c.words) : c.matchBy === "list" ? [c.listId] : [c.pattern],
  };
}

export function ruleBodyOf(
  f: z.output<typeof ruleForm>,
  filters: Record<string, unknown>[],
): CreateRuleInput {
  return {
    id: f.id,
    name: f.name,
    description: f.description || undefined,
    enabled: f.enabled,
    action: [f.action],
    conditions: f.conditions.map(conditionOf) as CreateRuleInput["conditions"],
    ...(filters.length ? { filters: filters as CreateRuleInput["filters"] } : {}),
  };
}

export const NEW_CONDITION: ConditionFormValues = {
  operand: "text",
  operator: "contains",
  matchBy: "words",
  words: "",
  listId: "",
  pattern: "",
};

/** Whether the form shows a condition exactly, so that saving it unchanged sends it back the same. */
function fitsTheForm(c: ConditionView): boolean {
  if (!(CONDITION_OPERANDS as readonly string[]).includes(c.operand)) return false;
  if (c.operator !== "contains" && c.operator !== "equals") return false;
  if (c.isMediaPresent !== isMedia(c.operand) || c.message?.length || c.weight !== undefined) return false;
  if (c.isKeywordsReferencePresent || c.category === "pattern") return c.value.length === 1;
  return c.category === "word" && c.value.every((v) => v.trim() === v && !/[,\n]/.test(v));
}

function conditionFormOf(c: ConditionView): ConditionFormValues {
  if (!fitsTheForm(c)) return { ...NEW_CONDITION, raw: c as unknown as Record<string, unknown> };
  const matchBy = c.isKeywordsReferencePresent ? "list" : c.category === "pattern" ? "pattern" : "words";
  return {
    operand: (CONDITION_OPERANDS as readonly string[]).includes(c.operand)
      ? (c.operand as ConditionFormValues["operand"])
      : "text",
    operator: c.operator === "equals" ? "equals" : "contains",
    matchBy,
    words: matchBy === "words" ? c.value.join(", ") : "",
    listId: matchBy === "list" ? (c.value[0] ?? "") : "",
    pattern: matchBy === "pattern" ? (c.value[0] ?? "") : "",
  };
}

export function formOf(rule?: ModerationRule): RuleFormValues {
  return {
    id: rule?.id ?? "",
    name: rule?.name ?? "",
    description: rule?.description ?? "",
    enabled: rule?.enabled ?? true,
    action: rule?.action.includes("dropMessage") ? "dropMessage" : "blockMessage",
    conditions: rule?.conditions.length ? rule.conditions.map(conditionFormOf) : [NEW_CONDITION],
  };
}

/** Whom an outcome acts on (the sender, the group) is read from the message on the server, never taken from here. */
export const reviewOutcomeInput = z.object({
  kind: z.enum(["flagged", "blocked"]),
  id: z.string().min(1).max(30),
  outcome: z.enum(["approve", "remove", "ban", "kick", "deactivate"]),
  reasonId: z.string().max(100).optional(),
});
export type ReviewOutcome = z.infer<typeof reviewOutcomeInput>;

export const reasonForm = z.object({
  id: moderationId,
  name: z.string().trim().min(1, "Give the reason a name.").max(100, "At most 100 characters."),
  description: z.string().max(1000, "At most 1,000 characters."),
});
export type ReasonFormValues = z.input<typeof reasonForm>;

export const keywordListDialog = z
  .object({
    id: moderationId,
    name: z.string().trim().min(1, "Give the list a name.").max(100, "At most 100 characters."),
    description: z.string().max(1000, "At most 1,000 characters."),
    category: z.enum(KEYWORD_CATEGORIES),
    termsText: z.string().max(1_000_000, "At most 1 MB of terms."),
  })
  .superRefine((f, ctx) => {
    if (f.category !== "pattern") return;
    const error = patternListError(splitTerms(f.termsText));
    if (error) ctx.addIssue({ code: "custom", path: ["termsText"], message: error });
  });
export type KeywordListDialogValues = z.input<typeof keywordListDialog>;
