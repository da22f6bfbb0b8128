"use client";

import { actionsColumn } from "@/components/data-table/actions-column";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import { formatSeconds } from "@/lib/format";
import type { Delivery } from "@/lib/schemas/webhooks";
import { BreakableId } from "../../_components/breakable-id";
import { RedeliverDeliveryButton } from "./redeliver-delivery-button";

const col = dataTableColumnHelper<Delivery>();

const STATE_BADGE = { delivered: "success", failed: "danger", pending: "warning" } as const;

const lastAttempt = (d: Delivery) => d.attemptsLog.at(-1);

function AttemptsLog({ d }: { d: Delivery }) {
  if (d.attemptsLog.length === 0) return <span className="text-muted-foreground">Not tried yet</span>;
  // The redelivery note goes before the first attempt it started.
  const again = d.redeliveredAt;
  const firstAfter = again === undefined ? -1 : d.attemptsLog.findIndex((a) => a.attemptedAt >= again);
  return (
    <details>
      <summary className="cursor-pointer">
        {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
        {d.attempts > 1 ? ` (${d.attempts - 1} ${d.attempts === 2 ? "retry" : "retries"})` : ""}
      </summary>
      <ol className="mt-1 flex min-w-56 max-w-xs flex-col gap-0.5 whitespace-normal break-words text-xs">
        {d.attemptsLog.map((a, i) => (
          <li key={a.attempt} className="tabular-nums">
            {i === firstAfter ? (
              <span className="block text-muted-foreground">Sent again {formatSeconds(again)}</span>
            ) : null}
            #{a.attempt} {formatSeconds(a.attemptedAt)} · {a.status ?? "no answer"} · {a.durationMs} ms
            {a.error ? ` · ${a.error}` : ""}
          </li>
        ))}
        {again !== undefined && firstAfter === -1 ? (
          <li className="text-muted-foreground">Sent again {formatSeconds(again)}: waiting for the worker</li>
        ) : null}
      </ol>
    </details>
  );
}

/** Long errors wrap in their column (three lines at most); the whole sentence is the cell's title and in the log. */
function ErrorText({ d }: { d: Delivery }) {
  const error = lastAttempt(d)?.error;
  if (!error) return <span className="text-muted-foreground">—</span>;
  return (
    <span title={error} className="line-clamp-3 min-w-40 max-w-72 whitespace-normal break-words text-xs">
      {error}
    </span>
  );
}

/** The log's columns; the row action sends a failed delivery again (a disabled webhook sends nothing). */
export function deliveriesColumns(webhookId: string, enabled: boolean): DataTableColumnDef<Delivery>[] {
  return [
    col.accessor("createdAt", {
      header: "Queued (UTC)",
      cell: (c) => (
        <span className="block w-24 whitespace-normal tabular-nums">{formatSeconds(c.getValue())}</span>
      ),
    }),
    col.accessor("trigger", {
      header: "Trigger",
      cell: (c) => (
        <code className="block max-w-40 whitespace-normal text-xs">
          <BreakableId id={c.getValue()} />
        </code>
      ),
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
    col.display({ id: "error", header: "Error", cell: (c) => <ErrorText d={c.row.original} /> }),
    col.display({ id: "attempts", header: "Attempts", cell: (c) => <AttemptsLog d={c.row.original} /> }),
    col.accessor("nextAttemptAt", {
      header: "Next attempt",
      cell: (c) => (
        <span className="block w-24 whitespace-normal tabular-nums">{formatSeconds(c.getValue())}</span>
      ),
    }),
    actionsColumn((r: Delivery) =>
      r.state === "failed" ? (
        <RedeliverDeliveryButton webhookId={webhookId} deliveryId={r.id} disabled={!enabled} />
      ) : null,
    ),
  ];
}
