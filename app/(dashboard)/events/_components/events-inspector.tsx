"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { Pause, Play } from "lucide-react";
import { useQueryStates } from "nuqs";
import { useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { eventKeys } from "@/lib/query-keys";
import type { EventPage } from "@/lib/receiver/events";
import { listEventsAction } from "../_lib/actions";
import {
  type EventFilters,
  type EventsUrlState,
  eventsSearchParams,
  matchesFilters,
  toEventFilters,
} from "../_lib/search-params";
import { EventsFilters } from "./events-filters";
import { EventsTable } from "./events-table";
import { useLiveEvents } from "./use-live-events";

async function fetchEvents(filters: EventFilters, before?: string): Promise<EventPage> {
  const res = await listEventsAction({ ...filters, before });
  if (res?.serverError) throw new Error(res.serverError);
  if (res?.validationErrors) throw new Error("These filters are not valid.");
  if (!res?.data) throw new Error("The dashboard did not answer. Try again.");
  return res.data;
}

const STATUS_TEXT = { connecting: "Connecting…", live: "Live", reconnecting: "Reconnecting…" } as const;

/** The live feed over the stored history: SSE arrivals on top, older pages below ("Load older"). */
export function EventsInspector({
  initialFilters,
  initialPage,
}: {
  initialFilters: EventFilters;
  initialPage: EventPage;
}) {
  const [state, setState] = useQueryStates(eventsSearchParams, { history: "replace", scroll: false });
  const filters = useMemo(() => toEventFilters(state), [state]);
  const [paused, setPaused] = useState(false);
  const key = eventKeys.list(filters);
  const isInitial = JSON.stringify(key) === JSON.stringify(eventKeys.list(initialFilters));
  const history = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchEvents(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore,
    initialData: isInitial ? { pages: [initialPage], pageParams: [undefined] } : undefined,
    // The live feed brings what is new; refetching would only reshuffle the list under the reader.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const live = useLiveEvents(paused, () => void history.refetch());
  const shown = useMemo(() => live.events.filter((e) => matchesFilters(e, filters)), [live.events, filters]);
  const heldCount = live.held.filter((e) => matchesFilters(e, filters)).length;
  const fresh = useMemo(() => new Set(shown.map((e) => e.id)), [shown]);
  const rows = useMemo(
    () => [...shown, ...(history.data?.pages.flatMap((p) => p.events) ?? []).filter((e) => !fresh.has(e.id))],
    [shown, history.data, fresh],
  );
  const onFilters = useCallback((patch: Partial<EventsUrlState>) => setState(patch), [setState]);

  return (
    <div className="flex flex-col gap-4">
      <EventsFilters value={state} onChange={onFilters} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          {paused ? "Resume" : "Pause"}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {paused
            ? `Paused${heldCount ? `: ${heldCount} new event(s) waiting` : ""}`
            : STATUS_TEXT[live.status]}
        </p>
      </div>
      {history.error ? (
        <p role="alert" className="text-sm text-destructive">
          The stored events could not be loaded: {history.error.message}
        </p>
      ) : null}
      <EventsTable events={rows} fresh={fresh} />
      {history.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={history.isFetchingNextPage}
          onClick={() => history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? "Loading…" : "Load older events"}
        </Button>
      ) : null}
    </div>
  );
}
