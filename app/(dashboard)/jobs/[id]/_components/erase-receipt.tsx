"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { unwrapAction } from "@/lib/action-result";
import { eraseReceiptAction } from "@/lib/bulk/erase-actions";
import type { EraseReceipt as Receipt } from "@/lib/bulk/erase-receipt";
import { formatSeconds } from "@/lib/format";
import { bulkKeys } from "@/lib/query-keys";

const count = (n: number) => n.toLocaleString("en-US");
const ENDED = new Set(["done", "cancelled"]);

function Outcome({ r }: { r: Receipt }) {
  const ended = ENDED.has(r.status) && r.endedAt !== null;
  if (r.userDeleted && r.notRemoved.length === 0) {
    return (
      <p role="status" className="font-medium">
        Everything was removed: the user {r.uid} is gone.
      </p>
    );
  }
  if (!ended) {
    return (
      <p role="status" className="font-medium">
        Not ended: what was removed so far.{" "}
        {r.status === "paused" ? "The job is paused; resume it to go on." : ""}
      </p>
    );
  }
  return (
    <p role="alert" className="font-medium text-destructive">
      Not everything was removed{r.userDeleted ? "" : `, so the user ${r.uid} was kept`}: see below what is
      left and why. Run the erasure again from the user's page.
    </p>
  );
}

/** An erasure's receipt: what was removed (counts and ids per kind), when, by whom, and what was not. */
export function EraseReceipt({ jobId, initial }: { jobId: string; initial: Receipt }) {
  const { data: r } = useQuery({
    queryKey: [...bulkKeys.job(jobId), "receipt"],
    queryFn: async () => unwrapAction(await eraseReceiptAction({ id: jobId })),
    initialData: initial,
    refetchInterval: (q) => (q.state.data && !ENDED.has(q.state.data.status) ? 1000 : false),
  });
  const removed = r.removed.reduce((n, k) => n + k.count, 0);
  return (
    <section aria-label="Receipt" className="flex flex-col gap-3 rounded-lg border border-border p-4 text-sm">
      <h2 className="text-lg font-semibold">Receipt</h2>
      <Outcome r={r} />
      <p className="text-muted-foreground">
        Erasure of <Link href={`/users/${encodeURIComponent(r.uid)}`}>{r.uid}</Link>, started by {r.by} at{" "}
        {formatSeconds(r.startedAt)} UTC
        {r.endedAt !== null && ENDED.has(r.status) ? `, ended at ${formatSeconds(r.endedAt)} UTC` : ""}.{" "}
        {ENDED.has(r.status)
          ? "This receipt is kept in the audit log (action bulk.erase-receipt)."
          : "It is written to the audit log when the job ends."}
      </p>
      <table className="w-full text-left">
        <caption className="sr-only">Removed, by kind</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-1 pr-3 font-medium">
              Removed
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Count
            </th>
            <th scope="col" className="py-1 font-medium">
              Ids
            </th>
          </tr>
        </thead>
        <tbody>
          {r.removed.map((k) => (
            <tr key={k.kind} data-kind={k.kind} className="border-b border-border align-top last:border-0">
              <th scope="row" className="py-1 pr-3 font-normal">
                {k.label}
              </th>
              <td className="py-1 pr-3 text-right tabular-nums">{count(k.count)}</td>
              <td className="break-all py-1 font-mono text-xs">{k.ids.join(", ")}</td>
            </tr>
          ))}
          {r.removed.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-1 text-muted-foreground">
                Nothing yet.
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1 pr-3 font-medium">
              In all
            </th>
            <td className="py-1 pr-3 text-right font-medium tabular-nums" data-testid="receipt-removed">
              {count(removed)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      {r.notRemoved.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-medium">Not removed</h3>
          <ul className="flex flex-col gap-1">
            {r.notRemoved.flatMap((k) =>
              k.items.map((i) => (
                <li key={`${k.kind}-${i.item}`}>
                  {i.item}: <span className="text-muted-foreground">{i.why}</span>
                </li>
              )),
            )}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
