"use client";

import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { useDebounced } from "@/components/use-debounced";
import { cn } from "@/lib/utils";
import { DataTableEmpty, DataTableError } from "./data-table-states";

const SLOW_LOAD_MS = 200;

export function DataTableFrame(p: {
  caption: string;
  columnCount: number;
  busy: boolean;
  head: ReactNode;
  message?: ReactNode;
  rows: ReactNode;
  pager: ReactNode;
}) {
  // Dimmed, with a spinner, only once a load has taken a moment: a quick page flip does not flash.
  const slow = useDebounced(p.busy, SLOW_LOAD_MS) && p.busy;
  return (
    <div className="rounded-lg border border-border bg-card">
      <div className="relative" aria-busy={p.busy}>
        <Table>
          <caption className="sr-only">{p.caption}</caption>
          <TableHeader>{p.head}</TableHeader>
          <TableBody className={cn(slow && "opacity-50 transition-opacity")}>
            {p.message ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={p.columnCount} className="whitespace-normal p-0">
                  {p.message}
                </TableCell>
              </TableRow>
            ) : (
              p.rows
            )}
          </TableBody>
        </Table>
        {slow ? (
          <div className="pointer-events-none absolute inset-0 flex items-start justify-center pt-16">
            <span className="inline-flex items-center gap-2 rounded-md border border-border bg-background px-3 py-1.5 text-sm shadow-sm">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              Loading…
            </span>
          </div>
        ) : null}
      </div>
      {p.pager}
    </div>
  );
}

/** `retry`/`clear`: `true` draws the button without a handler (static markup). */
export function dataTableMessage(p: {
  error?: string;
  errorAction?: ReactNode;
  retry?: (() => void) | true;
  rowCount: number;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  clear?: (() => void) | true;
}): ReactNode {
  const button = (label: string, onClick: (() => void) | true) => (
    <Button variant="outline" onClick={onClick === true ? undefined : onClick}>
      {label}
    </Button>
  );
  if (p.error) {
    const retry = p.retry ? button("Try again", p.retry) : undefined;
    return <DataTableError message={p.error} action={p.errorAction ?? retry} />;
  }
  if (p.rowCount > 0) return undefined;
  const clear = p.clear ? button("Clear filters", p.clear) : undefined;
  return <DataTableEmpty title={p.emptyTitle ?? "Nothing here yet"} action={p.emptyAction ?? clear} />;
}
