"use client";

import {
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { ariaSort, DataTableColumnHeader } from "./data-table-column-header";
import { DataTablePagination } from "./data-table-pagination";
import { DataTableEmpty, DataTableError } from "./data-table-states";
import { type DataTableColumnDef, dataTableFeatures } from "./features";

export interface DataTableProps<T extends RowData> {
  /** Stable (module scope or memoised) column definitions. */
  columns: DataTableColumnDef<T>[];
  data: T[];
  getRowId: (row: T) => string;
  /** 1-based page, page size and the service's true total. */
  page: number;
  perPage: number;
  total: number;
  pageSizes: readonly number[];
  onPaginationChange: (next: { page: number; perPage: number }) => void;
  /** Pass both to let headers sort; columns opt out with `enableSorting: false`. */
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  /** True while a new page loads; the previous rows stay, dimmed, under an overlay. */
  isFetching?: boolean;
  /** The service's message when the page could not be loaded. */
  error?: string;
  errorAction?: ReactNode;
  /** Shows a "Try again" button in the error state. */
  onRetry?: () => void;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  /** Shows a "Clear filters" button in the empty state (pass it only while a filter is set). */
  onClearFilters?: () => void;
  /** Where a row leads; a click on the row (outside its own links and buttons) goes there. */
  rowHref?: (row: T) => string;
  caption: string;
}

const resolve = <S,>(u: Updater<S>, prev: S): S => (typeof u === "function" ? (u as (p: S) => S)(prev) : u);

/** The one list kit: manual pagination and sorting by the service, loading overlay, empty and error states. */
export function DataTable<T extends RowData>(p: DataTableProps<T>) {
  const router = useRouter();
  const pagination: PaginationState = { pageIndex: p.page - 1, pageSize: p.perPage };
  const table = useTable({
    features: dataTableFeatures,
    columns: p.columns,
    data: p.data,
    getRowId: p.getRowId,
    manualPagination: true,
    manualSorting: true,
    rowCount: p.total,
    enableSorting: Boolean(p.onSortingChange),
    state: { pagination, sorting: p.sorting ?? [] },
    onPaginationChange: (u) => {
      const next = resolve(u, pagination);
      p.onPaginationChange({ page: next.pageIndex + 1, perPage: next.pageSize });
    },
    onSortingChange: (u) => p.onSortingChange?.(resolve(u, p.sorting ?? [])),
  });
  const rows = table.getRowModel().rows;
  const columnCount = p.columns.length;
  const busy = Boolean(p.isFetching);

  let body: ReactNode;
  if (p.error) {
    const retry = p.onRetry ? (
      <Button variant="outline" onClick={p.onRetry}>
        Try again
      </Button>
    ) : undefined;
    body = <DataTableError message={p.error} action={p.errorAction ?? retry} />;
  } else if (rows.length === 0) {
    const clear = p.onClearFilters ? (
      <Button variant="outline" onClick={p.onClearFilters}>
        Clear filters
      </Button>
    ) : undefined;
    body = <DataTableEmpty title={p.emptyTitle ?? "Nothing here yet"} action={p.emptyAction ?? clear} />;
  }

  return (
    <div className="rounded-lg border border-border bg-card">
      <div className="relative" aria-busy={busy}>
        <Table>
          <caption className="sr-only">{p.caption}</caption>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => (
                  <TableHead key={header.id} scope="col" aria-sort={ariaSort(header)}>
                    {header.isPlaceholder ? null : (
                      <DataTableColumnHeader header={header}>
                        <table.FlexRender header={header} />
                      </DataTableColumnHeader>
                    )}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody className={cn("transition-opacity", busy && "opacity-50")}>
            {body ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columnCount} className="whitespace-normal p-0">
                  {body}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => {
                const href = p.rowHref?.(row.original);
                return (
                  <TableRow
                    key={row.id}
                    className={cn(href && "cursor-pointer")}
                    onClick={(e) => {
                      if (!href || (e.target as HTMLElement).closest("a,button,input,select,label")) return;
                      router.push(href);
                    }}
                  >
                    {row.getAllCells().map((cell) => (
                      <TableCell key={cell.id}>
                        <table.FlexRender cell={cell} />
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
        {busy ? (
          <div className="pointer-events-none absolute inset-0 flex items-start justify-center pt-16">
            <span className="inline-flex items-center gap-2 rounded-md border border-border bg-background px-3 py-1.5 text-sm shadow-sm">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              Loading…
            </span>
          </div>
        ) : null}
      </div>
      <DataTablePagination
        page={p.page}
        perPage={p.perPage}
        total={p.error ? 0 : p.total}
        rows={p.error ? 0 : rows.length}
        pageSizes={p.pageSizes}
        disabled={busy}
        onPageChange={(page) => table.setPageIndex(page - 1)}
        onPerPageChange={(size) => p.onPaginationChange({ page: 1, perPage: size })}
      />
    </div>
  );
}
