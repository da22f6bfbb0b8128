import { z } from "zod";
import { uidSchema } from "../schemas/users";
import { TIMELINE_KINDS, type TimelineKind } from "./kinds";
import type { SourceFailure, TimelineEntry } from "./merge";

export const TIMELINE_PAGE_SIZE = 25;

/** What the timeline's action takes: the user, the kinds (none: every kind), where the page starts, its size. */
export const timelineInput = z.object({
  uid: uidSchema,
  kinds: z
    .array(z.enum(TIMELINE_KINDS, { error: `must be one of ${TIMELINE_KINDS.join(", ")}` }))
    .max(TIMELINE_KINDS.length)
    .optional(),
  before: z.string().min(1).max(2000).optional(),
  limit: z.number().int().min(1).max(100).default(TIMELINE_PAGE_SIZE),
});
export type TimelineInput = z.output<typeof timelineInput>;

export interface TimelinePage {
  entries: Omit<TimelineEntry, "offset">[];
  /** The next (older) page's cursor; absent when nothing older is left. */
  next?: string;
  /** Sources that could not be read, each with why: the page holds the others. */
  failures: SourceFailure[];
  /** The kinds this page was read from (those asked for that the admin's role may read). */
  kinds: TimelineKind[];
}
