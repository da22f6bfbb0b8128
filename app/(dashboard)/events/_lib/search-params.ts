import { createLoader, type inferParserType, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { EVENT_FAMILIES } from "@/lib/receiver/families";
import { type ListEventsParams, listEventsQuery, matchesFilters } from "@/lib/receiver/list-events-query";

export const eventsSearchParams = {
  trigger: parseAsString,
  family: parseAsStringLiteral(EVENT_FAMILIES),
  q: parseAsString,
};
export const EVENT_FILTER_KEYS = ["trigger", "family", "q"] as const;

export const loadEventsSearchParams = createLoader({ ...eventsSearchParams, cursor: parseAsString });

export type EventsUrlState = inferParserType<typeof eventsSearchParams>;

// Shared with the live stream's route (lib/receiver/list-events-query.ts).
export { matchesFilters };

export function toEventParams(s: EventsUrlState, cursor?: string | null): ListEventsParams {
  const out: ListEventsParams = {};
  if (s.trigger?.trim()) out.trigger = s.trigger.trim();
  if (s.family) out.family = s.family;
  if (s.q?.trim()) out.q = s.q.trim();
  if (cursor && listEventsQuery.shape.before.safeParse(cursor).success) out.before = cursor;
  return out;
}
