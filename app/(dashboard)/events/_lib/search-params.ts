import { createLoader, type inferParserType, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { EVENT_FAMILIES } from "@/lib/receiver/families";
import { type EventFilters, matchesFilters } from "@/lib/receiver/list-events-query";

/** The inspector's filters in the URL, read by the server page and the client feed alike. */
export const eventsSearchParams = {
  trigger: parseAsString,
  family: parseAsStringLiteral(EVENT_FAMILIES),
  /** Case-insensitive text within the payload. */
  q: parseAsString,
};

export const loadEventsSearchParams = createLoader(eventsSearchParams);

export type EventsUrlState = inferParserType<typeof eventsSearchParams>;

// Shared with the live stream's route (lib/receiver/list-events-query.ts).
export { type EventFilters, matchesFilters };

export function toEventFilters(s: EventsUrlState): EventFilters {
  const out: EventFilters = {};
  if (s.trigger?.trim()) out.trigger = s.trigger.trim();
  if (s.family) out.family = s.family;
  if (s.q?.trim()) out.q = s.q.trim();
  return out;
}
