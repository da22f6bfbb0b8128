import { createLoader, type inferParserType, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { EVENT_FAMILIES } from "@/lib/receiver/families";
import { type ListEventsParams, listEventsQuery, matchesFilters } from "@/lib/receiver/list-events-query";

/** The inspector's filters in the URL, read by the server page and the client list alike. */
export const eventsSearchParams = {
  trigger: parseAsString,
  family: parseAsStringLiteral(EVENT_FAMILIES),
  /** Case-insensitive text within the payload. */
  q: parseAsString,
};
export const EVENT_FILTER_KEYS = ["trigger", "family", "q"] as const;

/** The filters and the page's cursor (the list kit's `cursor` key) as the server page reads them. */
export const loadEventsSearchParams = createLoader({ ...eventsSearchParams, cursor: parseAsString });

export type EventsUrlState = inferParserType<typeof eventsSearchParams>;

// Shared with the live stream's route (lib/receiver/list-events-query.ts).
export { matchesFilters };

/** URL state to the list query: blanks dropped; a cursor that is no event id is ignored (the first page). */
export function toEventParams(s: EventsUrlState, cursor?: string | null): ListEventsParams {
  const out: ListEventsParams = {};
  if (s.trigger?.trim()) out.trigger = s.trigger.trim();
  if (s.family) out.family = s.family;
  if (s.q?.trim()) out.q = s.q.trim();
  if (cursor && listEventsQuery.shape.before.safeParse(cursor).success) out.before = cursor;
  return out;
}
