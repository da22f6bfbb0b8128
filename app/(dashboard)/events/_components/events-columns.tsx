"use client";

import Link from "next/link";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { ReactionLabel } from "@/components/reaction-label";
import { Badge } from "@/components/ui/badge";
import { formatMillis } from "@/lib/format";
import { eventReaction, eventSummary } from "@/lib/receiver/event-summary";
import type { StoredEvent } from "@/lib/receiver/events";

export type EventRow = StoredEvent & { fresh?: boolean };

const col = dataTableColumnHelper<EventRow>();

export const eventHref = (e: EventRow) => `/events/${e.id}`;

export const eventsColumns: DataTableColumnDef<EventRow>[] = [
  col.accessor("receivedAt", {
    header: "Received (UTC)",
    cell: ({ row: { original: e } }) => (
      <span className="whitespace-nowrap font-mono text-xs">
        <time dateTime={new Date(e.receivedAt).toISOString()}>{formatMillis(e.receivedAt)}</time>
        {e.fresh ? (
          <Badge variant="success" className="ml-2">
            new
          </Badge>
        ) : null}
      </span>
    ),
  }),
  col.accessor("trigger", {
    header: "Trigger",
    cell: ({ row: { original: e } }) => (
      <Link className="font-mono text-sm underline-offset-4 hover:underline" href={eventHref(e)}>
        {e.trigger}
        <span className="sr-only"> event {e.id}</span>
      </Link>
    ),
  }),
  col.accessor("family", { header: "Family" }),
  col.display({
    id: "about",
    header: "About",
    cell: ({ row: { original: e } }) => {
      const reaction = eventReaction(e.payload);
      return (
        <span className="block max-w-xs truncate">
          {reaction === undefined ? (
            eventSummary(e.payload)
          ) : (
            <>
              reaction <ReactionLabel reaction={reaction} />
            </>
          )}
        </span>
      );
    },
  }),
  col.display({
    id: "webhook",
    header: "Webhook",
    cell: ({ row }) => (
      <span className="font-mono text-xs">{String(row.original.payload.webhook ?? "")}</span>
    ),
  }),
  col.accessor("id", {
    header: "Event id",
    cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
  }),
];
