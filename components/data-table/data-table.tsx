"use client";

import {
  type ColumnVisibilityState,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { type ReactNode, useCallback, useMemo, useRef } from "react";
import { TableHead, TableRow } from "@/components/ui/table";
import { pickRange } from "@/lib/pick-range";
import type { Density } from "@/lib/table-prefs-options";
import { cn } from "@/lib/utils";
import { ariaSort, DataTableColumnHeader } from "./data-table-column-header";
import { type DataTableCursor, DataTableCursorPager } from "./data-table-cursor-pager";
import { ExportCsvButton } from "./data-table-export";
import { DataTableFrame, dataTableMessage } from "./data-table-frame";
import { DataTablePagination } from "./data-table-pagination";
import { DataTableRows } from "./data-table-rows";
import { type PickRow, selectColumn } from "./data-table-select";
import { DataTableViewOptions } from "./data-table-view-options";
import { type DataTableColumnDef, dataTableFeatures } from "./features";
import { useTablePref } from "./table-prefs";

interface PagePaging {
  /** 1-based. */
  page: number;
  perPage: number;
  total: number;
  pageSizes: readonly number[];
  onPaginationChange: (next: { page: number; perPage: number }) => void;
  cursor?: never;
}

interface CursorPaging {
  cursor: DataTableCursor;
  page?: never;
  perPage?: never;
  total?: never;
  pageSizes?: never;
  onPaginationChange?: never;
}

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
  list: string;
  /** Stable (module scope or memoised) column definitions. */
  columns: DataTableColumnDef<T>[];
  data: T[];
  getRowId: (row: T) => string;
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  isFetching?: boolean;
  error?: string;
  errorAction?: ReactNode;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  onClearFilters?: () => void;
  rowHref?: (row: T) => string;
  /** Opens a row in place (a side sheet) instead of going to `rowHref`: click or Enter. */
  onRowOpen?: (row: T) => void;
  isRowCurrent?: (row: T) => boolean;
  exportParams?: object;
  /**
   * Columns shown only once the admin turns them on in the View menu (a stable array). The saved choice
   * lists the columns whose visibility differs from their default, so such a column is listed when shown.
   */
  hiddenByDefault?: readonly string[];
  /** Rows picked for a bulk action, by row id: adds a checkbox column (shift-click picks a range). */
  selection?: {
    selected: RowSelectionState;
    onChange: (next: RowSelectionState) => void;
    /** Every row matching the filter is picked (beyond the page). */
    allMatching?: boolean;
  };
  /** Shown above the table beside the export and view buttons. */
  toolbar?: ReactNode;
  caption: string;
}

const resolve = <S,>(u: Updater<S>, prev: S): S => (typeof u === "function" ? (u as (p: S) => S)(prev) : u);

// A saved choice names the columns turned away from their default: hidden ones, and shown ones hidden by
// default. A choice saved before a column hidden by default existed keeps that column hidden.
function visibilityOf(
  toggled: readonly string[],
  hiddenByDefault: readonly string[] = [],
): ColumnVisibilityState {
  const v: ColumnVisibilityState = Object.fromEntries(toggled.map((id) => [id, false]));
  for (const id of hiddenByDefault) v[id] = toggled.includes(id);
  return v;
}

function toggledOf(v: ColumnVisibilityState, hiddenByDefault: readonly string[] = []): string[] {
  return Object.keys(v).filter((id) => (v[id] === false) !== hiddenByDefault.includes(id));
}

export function DataTable<T extends RowData>(p: DataTableProps<T>) {
  const { push } = useRouter();
  const [pref, setPref] = useTablePref(p.list);
  const pagination: PaginationState = { pageIndex: (p.page ?? 1) - 1, pageSize: p.perPage ?? p.data.length };
  const columnVisibility: ColumnVisibilityState = useMemo(
    () => visibilityOf(pref.hidden, p.hiddenByDefault),
    [pref.hidden, p.hiddenByDefault],
  );
  const setDensity = useCallback((density: Density) => setPref({ density }), [setPref]);
  const selectable = Boolean(p.selection);
  // A shift-click's range starts at the row last set without Shift; read at the click, so the callback
  // (and the columns holding it) stays the same object.
  const anchor = useRef<string | undefined>(undefined);
  const latest = useRef({ ids: [] as string[], selection: p.selection });
  const pickRow: PickRow = useCallback((id, value, range) => {
    const { ids, selection } = latest.current;
    if (!selection) return;
    const next = pickRange({ picked: selection.selected, anchor: anchor.current }, ids, id, value, range);
    anchor.current = next.anchor;
    selection.onChange(next.picked);
  }, []);
  const columns = useMemo(
    () => (selectable ? [selectColumn<T>(pickRow), ...p.columns] : p.columns),
    [selectable, pickRow, p.columns],
  );
  const rowSelection = p.selection?.selected ?? {};
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: p.data,
    getRowId: p.getRowId,
    manualPagination: true,
    manualSorting: true,
    rowCount: p.total ?? p.data.length,
    enableSorting: Boolean(p.onSortingChange),
    enableRowSelection: selectable,
    state: { pagination, sorting: p.sorting ?? [], columnVisibility, rowSelection },
    onRowSelectionChange: (u) => p.selection?.onChange(resolve(u, rowSelection)),
    onPaginationChange: (u) => {
      const next = resolve(u, pagination);
      p.onPaginationChange?.({ page: next.pageIndex + 1, perPage: next.pageSize });
    },
    onSortingChange: (u) => p.onSortingChange?.(resolve(u, p.sorting ?? [])),
    onColumnVisibilityChange: (u) => {
      setPref({ hidden: toggledOf(resolve(u, columnVisibility), p.hiddenByDefault) });
    },
  });
  const rows = table.getRowModel().rows;
  latest.current = { ids: rows.map((r) => r.id), selection: p.selection };
  // While rows are picked the bar of what to do with them stays in view, under the page's sticky header
  // (3.25rem); it scrolls away with the table's end, so it never covers the pager.
  const picking = Boolean(p.selection?.allMatching || Object.values(rowSelection).some(Boolean));
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
      <div
        className={cn(
          "flex flex-wrap items-center justify-end gap-2",
          picking && p.toolbar && "sticky top-[3.25rem] z-30 bg-background",
        )}
      >
        {p.toolbar ? <div className="mr-auto min-w-0">{p.toolbar}</div> : null}
        {p.exportParams ? (
          <ExportCsvButton
            list={p.list}
            params={p.exportParams as Record<string, unknown>}
            // Columns of buttons and checkboxes: nothing to export.
            columns={visible.map((c) => c.id).filter((id) => id !== "actions" && id !== "select")}
            total={p.total}
          />
        ) : null}
        <DataTableViewOptions
          columns={table.getAllLeafColumns()}
          visibility={columnVisibility}
          density={pref.density}
          onDensityChange={setDensity}
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
        rows={
          <DataTableRows
            rows={rows}
            columns={columns}
            visible={visible}
            selected={p.selection?.selected}
            onPickRow={selectable ? pickRow : undefined}
            compact={compact}
            rowHref={p.rowHref}
            navigate={push}
            onRowOpen={p.onRowOpen}
            isRowCurrent={p.isRowCurrent}
          />
        }
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
