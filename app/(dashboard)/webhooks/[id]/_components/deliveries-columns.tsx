"use client";

import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import type { Delivery } from "@/lib/schemas/webhooks";

const col = dataTableColumnHelper<Delivery>();

/** Times in UTC on server and browser alike, so the first render hydrates without a mismatch. */
const time = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});
export const formatTime = (s: number | undefined) => (s ? time.format(s * 1000) : "—");

const STATE_BADGE = { delivered: "success", failed: "danger", pending: "warning" } as const;

const lastAttempt = (d: Delivery) => d.attemptsLog.at(-1);

function AttemptsLog({ d }: { d: Delivery }) {
  if (d.attemptsLog.length === 0) return <span className="text-muted-foreground">Not tried yet</span>;
  return (
    <details>
      <summary className="cursor-pointer">
        {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
        {d.attempts > 1 ? ` (${d.attempts - 1} ${d.attempts === 2 ? "retry" : "retries"})` : ""}
      </summary>
      <ol className="mt-1 flex flex-col gap-0.5 text-xs">
        {d.attemptsLog.map((a) => (
          <li key={a.attempt} className="tabular-nums">
            #{a.attempt} {formatTime(a.attemptedAt)} · {a.status ?? "no answer"} · {a.durationMs} ms
            {a.error ? ` · ${a.error}` : ""}
          </li>
        ))}
      </ol>
    </details>
  );
}

export const deliveriesColumns: DataTableColumnDef<Delivery>[] = [
  col.accessor("createdAt", {
    header: "Queued (UTC)",
    cell: (c) => <span className="tabular-nums">{formatTime(c.getValue())}</span>,
  }),
  col.accessor("trigger", {
    header: "Trigger",
    cell: (c) => <code className="text-xs">{c.getValue()}</code>,
  }),
  col.accessor("state", {
    header: "State",
    cell: (c) => {
      const state: Delivery["state"] = c.getValue();
      return <Badge variant={STATE_BADGE[state]}>{state}</Badge>;
    },
  }),
  col.accessor("lastStatus", {
    header: "Status",
    cell: (c) => <span className="tabular-nums">{c.getValue() ?? "—"}</span>,
  }),
  col.display({
    id: "duration",
    header: "Duration",
    cell: (c) => {
      const a = lastAttempt(c.row.original);
      return <span className="tabular-nums">{a ? `${a.durationMs} ms` : "—"}</span>;
    },
  }),
  col.display({
    id: "error",
    header: "Error",
    cell: (c) => <span className="text-xs">{lastAttempt(c.row.original)?.error ?? "—"}</span>,
  }),
  col.display({ id: "attempts", header: "Attempts", cell: (c) => <AttemptsLog d={c.row.original} /> }),
  col.accessor("nextAttemptAt", {
    header: "Next attempt",
    cell: (c) => <span className="tabular-nums">{formatTime(c.getValue())}</span>,
  }),
];
