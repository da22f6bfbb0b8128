import { z } from "zod";
import { dataEnvelope, successEnvelope, unixSeconds } from "./common";

/** Moderation lists answer `meta.current` (limit and count), not pages. */
export const moderationListEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ current: z.object({ limit: z.number().int(), count: z.number().int() }) }),
  });

export const RULE_ACTIONS = ["blockMessage", "dropMessage"] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];
export const CONDITION_OPERANDS = ["text", "image", "video", "custom"] as const;
export const CONDITION_OPERATORS = ["contains", "equals"] as const;
export const CONDITION_CATEGORIES = ["word", "pattern"] as const;
export const KEYWORD_CATEGORIES = ["word", "pattern", "sentence-similarity"] as const;
export type KeywordCategory = (typeof KEYWORD_CATEGORIES)[number];

const moderationId = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "may hold letters, digits, _ and - only");
const label = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const terms = z.array(z.string().min(1).max(1000, "a value is at most 1,000 characters")).min(1).max(1000);

/** As published: `value` a list (a single string is taken too), the keyword-list flag under either spelling. */
export const conditionInput = z
  .object({
    id: z.number().int().min(0).optional(),
    entity: z.literal("message").default("message"),
    operand: z.enum(CONDITION_OPERANDS, { error: "must be text, image, video or custom" }),
    operator: z.enum(CONDITION_OPERATORS, { error: "must be contains or equals" }),
    category: z.enum(CONDITION_CATEGORIES, { error: "must be word or pattern" }).default("word"),
    isKeywordsReferencePresent: z.boolean().optional(),
    isKeywordReferencePresent: z.boolean().optional(),
    isListReferencePresent: z.boolean().optional(),
    isMediaPresent: z.boolean().default(false),
    value: z.union([
      z
        .string()
        .min(1)
        .max(1000)
        .transform((v) => [v]),
      terms,
    ]),
    message: z.array(z.string().max(1000)).max(100).optional(),
  })
  .transform(({ isKeywordReferencePresent, isListReferencePresent, ...c }) => ({
    ...c,
    isKeywordsReferencePresent:
      c.isKeywordsReferencePresent ?? isKeywordReferencePresent ?? isListReferencePresent ?? false,
  }));
export type ConditionInput = z.output<typeof conditionInput>;

const USER_OPERATORS = ["equals", "not equals", "in", "not in", "startsWith"] as const;
const GROUP_OPERATORS = [
  "equals",
  "notEquals",
  "in",
  "notIn",
  "startsWith",
  "endsWith",
  "lessThan",
  "greaterThan",
] as const;
export const ruleFilterInput = z.discriminatedUnion("entity", [
  z.object({
    type: z.enum(["sender", "receiver"]),
    entity: z.literal("user"),
    operand: z.enum(["uid", "name", "role", "tags", "createdAt"]),
    operator: z.enum(USER_OPERATORS),
    value: z.string().max(1000),
  }),
  z.object({
    type: z.enum(["sender", "receiver"]),
    entity: z.literal("group"),
    operand: z.enum(["guid", "name", "type", "tags", "createdAt"]),
    operator: z.enum(GROUP_OPERATORS),
    value: z.string().max(1000),
  }),
]);
export type RuleFilter = z.output<typeof ruleFilterInput>;

const ruleFields = {
  name: label(100),
  description: z.string().max(1000, "must be at most 1,000 characters").optional(),
  enabled: z.boolean().optional(),
  action: z
    .array(z.enum(RULE_ACTIONS, { error: "must be blockMessage or dropMessage" }))
    .min(1, "name an action")
    .max(2),
  filters: z.array(ruleFilterInput).max(20).optional(),
  conditions: z.array(conditionInput).min(1, "name at least one condition").max(20),
};
export const createRuleInput = z.object({ id: moderationId, ...ruleFields });
export type CreateRuleInput = z.input<typeof createRuleInput>;
export const updateRuleInput = z.object({ id: moderationId.optional(), ...ruleFields });
export type UpdateRuleInput = z.input<typeof updateRuleInput>;

const conditionView = z.object({
  id: z.number().int(),
  isKeywordsReferencePresent: z.boolean(),
  isMediaPresent: z.boolean(),
  entity: z.string(),
  operand: z.string(),
  category: z.string(),
  operator: z.string(),
  value: z.array(z.string()),
  message: z.array(z.string()).optional(),
  weight: z.number().int().optional(),
});
export type ConditionView = z.infer<typeof conditionView>;

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  enabled: z.boolean(),
  conditions: z.array(conditionView),
  filters: z.array(z.record(z.string(), z.unknown())).optional(),
  action: z.array(z.string()),
  active: z.boolean(),
  createdAt: unixSeconds,
  updatedAt: unixSeconds,
  revisionId: z.string(),
  default: z.boolean().optional(),
  /** [ours] Why the rule does not run as stored: patterns that can no longer run, or not in force (over the pattern budget). */
  problems: z.array(z.string()).optional(),
});
export type ModerationRule = z.infer<typeof ruleSchema>;
export const ruleEnvelope = dataEnvelope(ruleSchema);
export const ruleListEnvelope = moderationListEnvelope(ruleSchema);

export const keywordListSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  category: z.enum(KEYWORD_CATEGORIES),
  isCSV: z.boolean(),
  searchTerms: z.array(z.string()),
  createdAt: unixSeconds,
  updatedAt: unixSeconds,
  revisionId: z.string(),
  active: z.boolean(),
  default: z.boolean().optional(),
  appId: z.string().optional(),
});
export type KeywordList = z.infer<typeof keywordListSchema>;
export const keywordListEnvelope = dataEnvelope(keywordListSchema);
export const keywordListListEnvelope = moderationListEnvelope(keywordListSchema);

/** The multipart form of a keyword list, after the sandbox has read it (`file` is the CSV's text). */
export const keywordListInput = z.object({
  id: moderationId.optional(),
  name: label(100).optional(),
  description: z.string().max(1000).optional(),
  category: z.enum(KEYWORD_CATEGORIES, { error: "must be word, pattern or sentence-similarity" }),
  searchTerms: z.string().max(500_000).optional(),
  disallowedSentences: z.union([z.string().max(500_000), z.array(z.string().max(1000)).max(1000)]).optional(),
  file: z.string().max(1_000_000, "the file is larger than 1 MB").optional(),
});

export const reasonSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  createdAt: unixSeconds,
  updatedAt: unixSeconds,
  default: z.boolean().optional(),
});
export type ModerationReason = z.infer<typeof reasonSchema>;
export const reasonEnvelope = dataEnvelope(reasonSchema);
export const reasonListEnvelope = moderationListEnvelope(reasonSchema);
export const createReasonInput = z.object({
  id: moderationId,
  name: label(100),
  description: z.string().max(1000).optional(),
});
export const updateReasonInput = z.object({ name: label(100), description: z.string().max(1000).optional() });
/** As published, deleting a reason answers `{success, message}` outside `data`. */
export const reasonDeletedSchema = z.object({ success: z.boolean(), message: z.string() });

export const flagMessageInput = z.object({
  reasonId: z.string().min(1).max(100).optional(),
  remark: z.string().max(1000, "must be at most 1,000 characters").optional(),
});
export const controlFlagInput = flagMessageInput.extend({ uid: z.string().min(1).max(100) });

const messageObject = z.record(z.string(), z.unknown());

export const flaggedMessageSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  message: messageObject,
  flags: z.array(
    z.object({
      uid: z.string(),
      reasonId: z.string().optional(),
      reason: z.string().optional(),
      remark: z.string().optional(),
      createdAt: unixSeconds,
    }),
  ),
  status: z.enum(["pending", "approved", "disapproved"]),
  createdAt: unixSeconds,
  updatedAt: unixSeconds,
  reviewedAt: unixSeconds.optional(),
});
export type FlaggedMessage = z.infer<typeof flaggedMessageSchema>;
export const flaggedListEnvelope = moderationListEnvelope(flaggedMessageSchema);

export const blockedMessageSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  revisionId: z.string(),
  condition: conditionView,
  matched: z.string().optional(),
  message: messageObject,
  action: z.array(z.string()),
  status: z.enum(["pending", "approved", "rejected"]),
  createdAt: unixSeconds,
  updatedAt: unixSeconds,
});
export type BlockedMessage = z.infer<typeof blockedMessageSchema>;
export const blockedListEnvelope = moderationListEnvelope(blockedMessageSchema);

export const reviewedMessageSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  kind: z.enum(["flagged", "blocked"]),
  status: z.string(),
  message: messageObject,
  reviewedAt: unixSeconds,
  /** [sandbox] When it was first reported or blocked. */
  createdAt: unixSeconds.optional(),
  ruleId: z.string().optional(),
  reasonIds: z.array(z.string()).optional(),
});
export const reviewedListEnvelope = moderationListEnvelope(reviewedMessageSchema);

export const reviewFlaggedInput = z.object({
  status: z.enum(["approved", "disapproved"], { error: "must be approved or disapproved" }),
});
export const reviewBlockedInput = z.object({
  status: z.enum(["approved", "rejected"], { error: "must be approved or rejected" }),
  reviewed: z.boolean().optional(),
});
export const reviewAnswerEnvelope = successEnvelope;
export const emptyDataEnvelope = dataEnvelope(z.object({}).passthrough());
