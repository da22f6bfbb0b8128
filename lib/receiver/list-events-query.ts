import { z } from "zod";
import { defineFilters, oneOf, text } from "../inputs/list-filters";
import { filtersSchema } from "../inputs/list-query";
import { EVENT_FAMILIES } from "./families";

/** The event inspector's filters: its URL, its action's and export's input, and the live feed's match. */
export const eventFilters = defineFilters({
  trigger: text(100),
  family: oneOf(EVENT_FAMILIES),
  q: text(200),
});

export const listEventsQuery = filtersSchema(eventFilters.fields).extend({
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
