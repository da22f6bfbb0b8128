import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { DataTableEmpty, DataTableError } from "./data-table-states";

export function DataTableFrame(p: {
  caption: string;
  columnCount: number;
  busy: boolean;
  head: ReactNode;
  message?: ReactNode;
  rows: ReactNode;
  pager: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-border bg-card">
      <div className="relative" aria-busy={p.busy}>
        <Table>
          <caption className="sr-only">{p.caption}</caption>
          <TableHeader>{p.head}</TableHeader>
          <TableBody className={cn("transition-opacity", p.busy && "opacity-50")}>
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
        {p.busy ? (
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
