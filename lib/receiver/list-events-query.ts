import { z } from "zod";
import { EVENT_FAMILIES } from "./families";

export const listEventsQuery = z.object({
  trigger: z.string().max(100).optional(),
  family: z.enum(EVENT_FAMILIES).optional(),
  q: z.string().max(200).optional(),
  before: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
export type ListEventsParams = z.output<typeof listEventsQuery>;

export type EventFilters = Pick<ListEventsParams, "trigger" | "family" | "q">;

/** The live feed applies them as `listEvents` does. */
export function matchesFilters(
  e: { trigger: string; family: string; payload: unknown },
  f: EventFilters,
): boolean {
  if (f.trigger && e.trigger !== f.trigger) return false;
  if (f.family && e.family !== f.family) return false;
  if (f.q && !JSON.stringify(e.payload).toLowerCase().includes(f.q.toLowerCase())) return false;
  return true;
}
