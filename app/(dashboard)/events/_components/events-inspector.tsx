"use client";

import { Pause, Play } from "lucide-react";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useCursorTable } from "@/components/data-table/use-cursor-table";
import { fromAction } from "@/components/data-table/use-data-table";
import { Button } from "@/components/ui/button";
import { eventKeys } from "@/lib/query-keys";
import { eventFilters, type ListEventsParams } from "@/lib/receiver/list-events-query";
import { listEventsAction } from "../_lib/actions";
import type { EventsPage } from "../_lib/events-page";
import { eventsSearchParams, matchesFilters, toEventParams } from "../_lib/search-params";
import { type EventRow, eventHref, eventsColumns } from "./events-columns";
import { EventsFilters } from "./events-filters";
import { useLiveEvents } from "./use-live-events";

const STATUS_TEXT = { connecting: "Connecting…", live: "Live", reconnecting: "Reconnecting…" } as const;

export function EventsInspector(initial: {
  initialParams: ListEventsParams;
  initialPage?: EventsPage;
  initialError?: string;
}) {
  const list = useCursorTable({
    searchParams: eventsSearchParams,
    toParams: toEventParams,
    filterKeys: eventFilters.keys,
    queryKey: eventKeys.list,
    fetchPage: fromAction(listEventsAction),
    nextCursor: (page) => page.nextBefore,
    ...initial,
  });
  const [paused, setPaused] = useState(false);
  const live = useLiveEvents(paused, () => void list.query.refetch());
  const { params } = list;
  const shown = useMemo(
    () => (list.atStart ? live.events.filter((e) => matchesFilters(e, params)) : []),
    [list.atStart, live.events, params],
  );
  const heldCount = live.held.filter((e) => matchesFilters(e, params)).length;
  const page = list.table.data;
  const rows = useMemo<EventRow[]>(() => {
    const fresh = new Set(shown.map((e) => e.id));
    return [...shown.map((e) => ({ ...e, fresh: true })), ...page.filter((e) => !fresh.has(e.id))];
  }, [shown, page]);
  // The export is the whole filtered history, not the page reached.
  const { before: _, ...exportParams } = params;

  return (
    <div className="flex flex-col gap-4">
      <EventsFilters {...list.filterBar} />
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
      <DataTable
        list="events"
        caption="Received events, newest first"
        columns={eventsColumns}
        getRowId={(e) => e.id}
        rowHref={eventHref}
        emptyTitle={
          list.filtered ? "No events match these filters" : "No events yet. They appear here as they arrive."
        }
        {...list.table}
        data={rows}
        exportParams={exportParams}
      />
    </div>
  );
}
