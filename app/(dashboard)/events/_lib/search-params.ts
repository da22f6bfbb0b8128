import { createLoader, type inferParserType, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { EVENT_FAMILIES } from "@/lib/receiver/families";

/** The inspector's filters in the URL, read by the server page and the client feed alike. */
export const eventsSearchParams = {
  trigger: parseAsString,
  family: parseAsStringLiteral(EVENT_FAMILIES),
  /** Case-insensitive text within the payload. */
  q: parseAsString,
};

export const loadEventsSearchParams = createLoader(eventsSearchParams);

export type EventsUrlState = inferParserType<typeof eventsSearchParams>;

/** The filters as the store and the live stream take them: blanks dropped. */
export interface EventFilters {
  trigger?: string;
  family?: (typeof EVENT_FAMILIES)[number];
  q?: string;
}

export function toEventFilters(s: EventsUrlState): EventFilters {
  const out: EventFilters = {};
  if (s.trigger?.trim()) out.trigger = s.trigger.trim();
  if (s.family) out.family = s.family;
  if (s.q?.trim()) out.q = s.q.trim();
  return out;
}

/** Whether a stored event passes the filters (the live feed applies them as `listEvents` does). */
export function matchesFilters(
  e: { trigger: string; family: string; payload: unknown },
  f: EventFilters,
): boolean {
  if (f.trigger && e.trigger !== f.trigger) return false;
  if (f.family && e.family !== f.family) return false;
  if (f.q && !JSON.stringify(e.payload).toLowerCase().includes(f.q.toLowerCase())) return false;
  return true;
}
