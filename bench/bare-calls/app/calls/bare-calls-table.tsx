"use client";

import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useEffect, useState } from "react";

/**
 * The peer of the dashboard's calls list: a plain `fetch` of one page through `/api/calls` and TanStack
 * Table's core rendering the same columns, with nothing else (no URL state, cache, validation or styling
 * kit). The previous page stays until the next one arrives, as on the dashboard.
 */

// Only the fields shown; the answer is trusted as the sandbox sends it, which is the point of this peer.
type Call = {
  sessionId: string;
  initiatedAt: number;
  type: string;
  mode: string;
  status: string;
  initiator: string;
  receiver: string;
  receiverType: string;
  totalDuration: string;
  totalParticipants: number;
  totalAudioMinutes: number;
  totalVideoMinutes: number;
  hasRecording: boolean;
};
type CallPage = { data: Call[]; meta: { pagination: { total: number } } };

const PER_PAGE = 25;
const features = tableFeatures({});
const col = createColumnHelper<typeof features, Call>();
const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  dateStyle: "medium",
  timeStyle: "medium",
});
const minutes = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

const columns = col.columns([
  col.accessor("initiatedAt", {
    header: "Initiated (UTC)",
    cell: (c) => (
      <a href={`/calls/${encodeURIComponent(c.row.original.sessionId)}`}>
        {dateTime.format(c.getValue() * 1000)}
      </a>
    ),
  }),
  col.accessor("type", { header: "Type" }),
  col.accessor("mode", { header: "Mode" }),
  col.accessor("status", { header: "Status" }),
  col.accessor("initiator", { header: "Initiator" }),
  col.accessor("receiver", {
    header: "Receiver",
    cell: (c) => `${c.getValue()} (${c.row.original.receiverType})`,
  }),
  col.accessor("totalDuration", { header: "Duration" }),
  col.accessor("totalParticipants", { header: "Participants" }),
  col.display({
    id: "minutes",
    header: "Minutes (audio / video)",
    cell: (c) =>
      `${minutes.format(c.row.original.totalAudioMinutes)} / ${minutes.format(c.row.original.totalVideoMinutes)}`,
  }),
  col.accessor("hasRecording", { header: "Recording", cell: (c) => (c.getValue() ? "yes" : "no") }),
]);

const NO_ROWS: Call[] = [];

export function BareCallsTable() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<CallPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetch(`/api/calls?page=${page}&perPage=${PER_PAGE}`, { signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`the calls list answered ${res.status}`);
        setData((await res.json()) as CallPage);
      })
      .catch((e: unknown) => {
        if (!abort.signal.aborted) setError(String(e));
      });
    return () => abort.abort();
  }, [page]);

  const table = useTable({ features, columns, data: data?.data ?? NO_ROWS, getRowId: (c) => c.sessionId });
  const last = Math.max(1, Math.ceil((data?.meta.pagination.total ?? 0) / PER_PAGE));

  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      <table>
        <caption>Calls, newest first</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Pagination">
        Page {page} of {last}{" "}
        <button type="button" aria-label="First page" disabled={page <= 1} onClick={() => setPage(1)}>
          «
        </button>
        <button
          type="button"
          aria-label="Next page"
          disabled={!data || page >= last}
          onClick={() => setPage(page + 1)}
        >
          ›
        </button>
      </nav>
    </>
  );
}
