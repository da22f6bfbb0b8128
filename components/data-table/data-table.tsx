"use client";

import {
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { ariaSort, DataTableColumnHeader } from "./data-table-column-header";
import { DataTableFrame, dataTableMessage } from "./data-table-frame";
import { DataTablePagination } from "./data-table-pagination";
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
  const busy = Boolean(p.isFetching);
  const message = dataTableMessage({
    error: p.error,
    errorAction: p.errorAction,
    retry: p.onRetry,
    rowCount: rows.length,
    emptyTitle: p.emptyTitle,
    emptyAction: p.emptyAction,
    clear: p.onClearFilters,
  });

  return (
    <DataTableFrame
      caption={p.caption}
      columnCount={p.columns.length}
      busy={busy}
      head={table.getHeaderGroups().map((group) => (
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
      message={message}
      rows={rows.map((row) => {
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
      })}
      pager={
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
      }
    />
  );
}
