import { defineListFilters, int, oneOf, seconds, text, yesNo } from "./list-filters";

/** Plain constants, so the page ships no zod; `calls-query.ts` checks them against the schema's enums. */
export const CALL_TYPES = ["audio", "video"] as const;
export const CALL_MODES = ["call", "meet", "presenter"] as const;
/** The interface lists rejected, ongoing and ended; its description also names unanswered. */
export const CALL_STATUSES = ["unanswered", "rejected", "ongoing", "ended"] as const;
export const RECEIVER_TYPES = ["user", "group"] as const;
export const CALL_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_CALL_PAGE_SIZE = 25;

/** The calls list's filters: its URL, its action's input (`calls-query.ts`) and the service's query. */
export const callFilters = defineListFilters(
  {
    type: oneOf(CALL_TYPES),
    mode: oneOf(CALL_MODES),
    status: oneOf(CALL_STATUSES),
    receiverType: oneOf(RECEIVER_TYPES),
    hasRecording: yesNo(),
    hasTranscription: yesNo(),
    uid: text(100),
    // No upper bound here: the service owns its limits and answers 400 with its own message.
    participantsCount: int(0),
    startedAt: seconds(),
    endedAt: seconds(),
  },
  { perPage: DEFAULT_CALL_PAGE_SIZE, maxPerPage: 1000 },
);
