import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { StoredEvent } from "@/lib/receiver/events";
import { eventSummary } from "./event-summary";

const time = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19);

/** Stored events, newest first; live arrivals are marked "new". */
export function EventsTable({ events, fresh }: { events: StoredEvent[]; fresh: ReadonlySet<string> }) {
  return (
    <Table>
      <caption className="sr-only">Received events</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Received (UTC)</TableHead>
          <TableHead>Trigger</TableHead>
          <TableHead>Family</TableHead>
          <TableHead>About</TableHead>
          <TableHead>Webhook</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
              No events yet. They appear here as the service delivers them.
            </TableCell>
          </TableRow>
        ) : (
          events.map((e) => (
            <TableRow key={e.id}>
              <TableCell className="whitespace-nowrap font-mono text-xs">
                <time dateTime={new Date(e.receivedAt).toISOString()}>{time(e.receivedAt)}</time>
                {fresh.has(e.id) ? (
                  <Badge variant="success" className="ml-2">
                    new
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell>
                <Link
                  className="font-mono text-sm underline-offset-4 hover:underline"
                  href={`/events/${e.id}`}
                >
                  {e.trigger}
                  <span className="sr-only"> event {e.id}</span>
                </Link>
              </TableCell>
              <TableCell className="text-sm">{e.family}</TableCell>
              <TableCell className="max-w-xs truncate text-sm">{eventSummary(e.payload)}</TableCell>
              <TableCell className="font-mono text-xs">{String(e.payload.webhook ?? "")}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
