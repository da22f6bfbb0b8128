/** Plain constants, so the page ships no zod; `calls-query.ts` checks them against the schema's enums. */
export const CALL_TYPES = ["audio", "video"] as const;
export const CALL_MODES = ["call", "meet", "presenter"] as const;
/** The interface lists rejected, ongoing and ended; its description also names unanswered. */
export const CALL_STATUSES = ["unanswered", "rejected", "ongoing", "ended"] as const;
export const RECEIVER_TYPES = ["user", "group"] as const;
export const CALL_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_CALL_PAGE_SIZE = 25;
