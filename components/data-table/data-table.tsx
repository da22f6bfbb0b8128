"use client";

import {
  type ColumnVisibilityState,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { ariaSort, DataTableColumnHeader } from "./data-table-column-header";
import { type DataTableCursor, DataTableCursorPager } from "./data-table-cursor-pager";
import { ExportCsvButton } from "./data-table-export";
import { DataTableFrame, dataTableMessage } from "./data-table-frame";
import { DataTablePagination } from "./data-table-pagination";
import { DataTableViewOptions } from "./data-table-view-options";
import { type DataTableColumnDef, dataTableFeatures } from "./features";
import { useTablePref } from "./table-prefs";

/** Page-based lists: page number, size and the service's true total. */
interface PagePaging {
  /** 1-based. */
  page: number;
  perPage: number;
  total: number;
  pageSizes: readonly number[];
  onPaginationChange: (next: { page: number; perPage: number }) => void;
  cursor?: never;
}

/** Cursor-based lists: the service says only whether a page follows. */
interface CursorPaging {
  cursor: DataTableCursor;
  page?: never;
  perPage?: never;
  total?: never;
  pageSizes?: never;
  onPaginationChange?: never;
}

/** Short lists the service answers whole (webhooks, receivers): every row, and their count. */
interface NoPaging {
  cursor?: never;
  page?: never;
  perPage?: never;
  total?: never;
  pageSizes?: never;
  onPaginationChange?: never;
}

export type DataTableProps<T extends RowData> = DataTableBaseProps<T> &
  (PagePaging | CursorPaging | NoPaging);

interface DataTableBaseProps<T extends RowData> {
  /** The list's name: the key of the admin's column and density choices. */
  list: string;
  /** Stable (module scope or memoised) column definitions. */
  columns: DataTableColumnDef<T>[];
  data: T[];
  getRowId: (row: T) => string;
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
  /** Where a row leads: a click on the row (outside its own links and buttons), or Enter on it, goes there. */
  rowHref?: (row: T) => string;
  /** The row the URL points at (a message jumped to): marked and `aria-current`. */
  isRowCurrent?: (row: T) => boolean;
  /** The list's query as its list action takes it: shows "Export CSV" of every page, with the shown columns. */
  exportParams?: object;
  caption: string;
}

const resolve = <S,>(u: Updater<S>, prev: S): S => (typeof u === "function" ? (u as (p: S) => S)(prev) : u);

/** Arrow keys, Home and End move between rows; the row that had the focus keeps the tab stop. */
function moveFocus(
  e: KeyboardEvent<HTMLTableRowElement>,
  href: string | undefined,
  open: (h: string) => void,
) {
  const row = e.currentTarget;
  if (e.target !== row) return;
  const rows = [...(row.parentElement?.querySelectorAll<HTMLTableRowElement>("tr[tabindex]") ?? [])];
  const at = rows.indexOf(row);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: rows.length - 1 }[e.key];
  if (to !== undefined) {
    e.preventDefault();
    rows[Math.max(0, Math.min(rows.length - 1, to))]?.focus();
  } else if (e.key === "Enter" && href) {
    e.preventDefault();
    open(href);
  }
}

/**
 * The one list kit: manual pagination and sorting by the service, columns the admin shows and hides (kept
 * per admin), row density, keyboard row navigation, loading overlay, empty and error states.
 */
export function DataTable<T extends RowData>(p: DataTableProps<T>) {
  const router = useRouter();
  const [pref, setPref] = useTablePref(p.list);
  const [focusedRow, setFocusedRow] = useState(0);
  const pagination: PaginationState = { pageIndex: (p.page ?? 1) - 1, pageSize: p.perPage ?? p.data.length };
  const columnVisibility: ColumnVisibilityState = Object.fromEntries(pref.hidden.map((id) => [id, false]));
  const table = useTable({
    features: dataTableFeatures,
    columns: p.columns,
    data: p.data,
    getRowId: p.getRowId,
    manualPagination: true,
    manualSorting: true,
    rowCount: p.total ?? p.data.length,
    enableSorting: Boolean(p.onSortingChange),
    state: { pagination, sorting: p.sorting ?? [], columnVisibility },
    onPaginationChange: (u) => {
      const next = resolve(u, pagination);
      p.onPaginationChange?.({ page: next.pageIndex + 1, perPage: next.pageSize });
    },
    onSortingChange: (u) => p.onSortingChange?.(resolve(u, p.sorting ?? [])),
    onColumnVisibilityChange: (u) => {
      const next = resolve(u, columnVisibility);
      setPref({ hidden: Object.keys(next).filter((id) => next[id] === false) });
    },
  });
  const rows = table.getRowModel().rows;
  const visible = table.getVisibleLeafColumns();
  const busy = Boolean(p.isFetching);
  const compact = pref.density === "compact";
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
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {p.exportParams ? (
          <ExportCsvButton
            list={p.list}
            params={p.exportParams as Record<string, unknown>}
            // A column named "actions" holds a row's buttons only: nothing to export.
            columns={visible.map((c) => c.id).filter((id) => id !== "actions")}
            total={p.total}
          />
        ) : null}
        <DataTableViewOptions
          columns={table.getAllLeafColumns()}
          density={pref.density}
          onDensityChange={(density) => setPref({ density })}
        />
      </div>
      <DataTableFrame
        caption={p.caption}
        columnCount={visible.length}
        busy={busy}
        head={table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => (
              <TableHead
                key={header.id}
                scope="col"
                aria-sort={ariaSort(header)}
                className={cn(compact && "h-8")}
              >
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
        rows={rows.map((row, i) => {
          const href = p.rowHref?.(row.original);
          const current = p.isRowCurrent?.(row.original);
          return (
            <TableRow
              key={row.id}
              aria-current={current || undefined}
              tabIndex={href ? (i === Math.min(focusedRow, rows.length - 1) ? 0 : -1) : undefined}
              className={cn(
                current && "bg-primary/10",
                href &&
                  "cursor-pointer focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
              )}
              onFocus={href ? () => setFocusedRow(i) : undefined}
              onKeyDown={href ? (e) => moveFocus(e, href, router.push) : undefined}
              onClick={(e) => {
                const target = e.target as HTMLElement;
                // Clicks in a row's menu or dialog bubble here through React's portals: not a row click.
                if (!href || !e.currentTarget.contains(target)) return;
                if (target.closest("a,button,input,select,label")) return;
                router.push(href);
              }}
            >
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} className={cn(compact && "py-1")}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          );
        })}
        pager={
          p.cursor ? (
            <DataTableCursorPager {...p.cursor} disabled={busy} />
          ) : p.page === undefined ? (
            <p
              className="border-t border-border px-3 py-2 text-sm tabular-nums text-muted-foreground"
              data-testid="range"
            >
              {rows.length === 1 ? "1 row" : `${rows.length} rows`}
            </p>
          ) : (
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
          )
        }
      />
    </div>
  );
}
