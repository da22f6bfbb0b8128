import type { ConditionView } from "@/lib/schemas/moderation";

/** A sender's history answer with no recent messages and no decided reports or blocks, `reportsWaiting` waiting. */
export const quietSenderHistory = (reportsWaiting = 0) => ({
  data: {
    recent: [],
    counts: {
      reportsUpheld: 0,
      reportsDismissed: 0,
      blocksUpheld: 0,
      blocksReleased: 0,
      reportsWaiting,
      blocksWaiting: 0,
    },
  },
});

/** A rule condition on a message's text containing the words in `value` (["spam"] unless given). */
export const wordCondition = (over: Partial<ConditionView> = {}): ConditionView => ({
  id: 1,
  entity: "message",
  operand: "text",
  operator: "contains",
  category: "word",
  isKeywordsReferencePresent: false,
  isMediaPresent: false,
  value: ["spam"],
  ...over,
});
