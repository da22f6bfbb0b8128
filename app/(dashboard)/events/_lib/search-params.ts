import { createLoader, parseAsString } from "nuqs/server";
import type { UrlState } from "@/lib/inputs/list-filters";
import {
  eventFilters,
  type ListEventsParams,
  listEventsQuery,
  matchesFilters,
} from "@/lib/receiver/list-events-query";

export const eventsSearchParams = eventFilters.parsers;
export const loadEventsSearchParams = createLoader({ ...eventsSearchParams, cursor: parseAsString });
export type EventsUrlState = UrlState<typeof eventFilters>;

// Shared with the live stream's route (lib/receiver/list-events-query.ts).
export { matchesFilters };

export function toEventParams(s: EventsUrlState, cursor?: string | null): ListEventsParams {
  const out: ListEventsParams = eventFilters.toQuery(s);
  if (cursor && listEventsQuery.shape.before.safeParse(cursor).success) out.before = cursor;
  return out;
}
