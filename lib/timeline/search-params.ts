import { createLoader, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { TIMELINE_KINDS, type TimelineKind } from "./kinds";

/** The timeline's state in a user page's URL: the kind shown (none: every kind) and where the page starts. */
export const timelineSearchParams = {
  timeline: parseAsStringLiteral(TIMELINE_KINDS),
  timelineBefore: parseAsString,
};
export const loadTimelineSearchParams = createLoader(timelineSearchParams);

/** The action's input for what the URL holds. */
export const toTimelineInput = (
  uid: string,
  s: { timeline: TimelineKind | null; timelineBefore: string | null },
) => ({
  uid,
  kinds: s.timeline ? [s.timeline] : undefined,
  before: s.timelineBefore ?? undefined,
});
