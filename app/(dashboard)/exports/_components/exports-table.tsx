"use client";

import { useQuery } from "@tanstack/react-query";
import { Table, TableBody, TableCell, TableHeadings, TableRow } from "@/components/ui/table";
import { unwrapAction } from "@/lib/action-result";
import { formatSeconds } from "@/lib/format";
import type { DataExportView } from "@/lib/schemas/data-exports";
import { listExportsAction } from "../_lib/actions";
import { exportKeys } from "../_lib/query-keys";
import { ExportContents, ExportStatus, formatBytes, rangeLabel } from "./export-cells";
import { ExportRowActions } from "./export-row-actions";

/** While an export is being made the list reads itself again this often, so its progress moves. */
export const PROGRESS_POLL_MS = 1_000;

const HEADINGS = [
  "Kinds",
  "Range (UTC)",
  "Format",
  "Size",
  "Status",
  "Created by",
  "Created (UTC)",
  "Expires (UTC)",
] as const;

const unfinished = (rows: readonly DataExportView[]) =>
  rows.some((e) => e.status === "queued" || e.status === "running");

export function ExportsTable({ initial }: { initial: DataExportView[] }) {
  const { data: rows = initial } = useQuery({
    queryKey: exportKeys.list(),
    queryFn: async () => unwrapAction(await listExportsAction({})),
    initialData: initial,
    refetchInterval: (q) => (unfinished(q.state.data ?? []) ? PROGRESS_POLL_MS : false),
  });
  if (rows.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        No exports yet. Pick what to export above; the file is made in the background and listed here.
      </p>
    );
  }
  return (
    <Table aria-label="Exports, newest first">
      <TableHeadings headings={HEADINGS} />
      <TableBody>
        {rows.map((e) => (
          <TableRow
            key={e.id}
            id={`export-${e.id}`}
            data-export-id={e.id}
            className="scroll-mt-20 target:bg-accent"
          >
            <TableCell>
              <ExportContents e={e} />
            </TableCell>
            <TableCell>{rangeLabel(e)}</TableCell>
            <TableCell className="uppercase">{e.format}</TableCell>
            <TableCell className="tabular-nums">{formatBytes(e.bytes)}</TableCell>
            <TableCell>
              <ExportStatus e={e} />
            </TableCell>
            <TableCell>{e.createdBy}</TableCell>
            <TableCell>{formatSeconds(e.createdAt)}</TableCell>
            <TableCell>{formatSeconds(e.expiresAt)}</TableCell>
            <TableCell>
              <ExportRowActions e={e} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
