"use client";

import {
  type Column,
  FlexRender,
  type Row,
  type RowData,
  type RowSelectionState,
} from "@tanstack/react-table";
import { type KeyboardEvent, memo, useState } from "react";
import { TableCell, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { PickRow } from "./data-table-select";
import type { DataTableColumnDef, DataTableFeatures } from "./features";

function moveFocus(
  e: KeyboardEvent<HTMLTableRowElement>,
  open: (() => void) | undefined,
  pick: ((range: boolean) => void) | undefined,
) {
  const row = e.currentTarget;
  if (e.target !== row) return;
  const rows = [...(row.parentElement?.querySelectorAll<HTMLTableRowElement>("tr[tabindex]") ?? [])];
  const at = rows.indexOf(row);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: rows.length - 1 }[e.key];
  if (to !== undefined) {
    e.preventDefault();
    rows[Math.max(0, Math.min(rows.length - 1, to))]?.focus();
  } else if (e.key === "Enter" && open) {
    e.preventDefault();
    open();
  } else if (e.key === " " && pick) {
    // Space picks the focused row, Shift+Space every row from the last one picked.
    e.preventDefault();
    pick(e.shiftKey);
  }
}

export interface DataTableRowsProps<T extends RowData> {
  rows: Row<DataTableFeatures, T>[];
  // Each of these changes what a cell draws while the rows stay the same objects, so each is a prop of
  // the memo: the columns (a cell's closure), the visible columns and the picked rows (table state).
  columns: DataTableColumnDef<T>[];
  visible: Column<DataTableFeatures, T, unknown>[];
  selected?: RowSelectionState;
  /** Stable: a checkbox's or Space's pick, Shift for a range. */
  onPickRow?: PickRow;
  compact: boolean;
  rowHref?: (row: T) => string;
  /** The router's `push`: stable, where `useRouter()` here would draw the rows again on every URL change. */
  navigate: (href: string) => void;
  onRowOpen?: (row: T) => void;
  isRowCurrent?: (row: T) => boolean;
}

function DataTableRowsInner<T extends RowData>(p: DataTableRowsProps<T>) {
  const [focusedRow, setFocusedRow] = useState(0);
  const selectable = p.selected !== undefined;
  const rows = p.rows.map((row, i) => {
    const href = p.rowHref?.(row.original);
    const { onRowOpen } = p;
    const open = onRowOpen ? () => onRowOpen(row.original) : href ? () => p.navigate(href) : undefined;
    const current = p.isRowCurrent?.(row.original);
    const { onPickRow } = p;
    const pick = onPickRow ? (range: boolean) => onPickRow(row.id, !row.getIsSelected(), range) : undefined;
    return (
      <TableRow
        key={row.id}
        aria-current={current || undefined}
        aria-selected={selectable ? row.getIsSelected() : undefined}
        tabIndex={open ? (i === Math.min(focusedRow, p.rows.length - 1) ? 0 : -1) : undefined}
        className={cn(
          current && "bg-primary/10",
          open &&
            "cursor-pointer focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
        )}
        onFocus={open ? () => setFocusedRow(i) : undefined}
        onKeyDown={open ? (e) => moveFocus(e, open, pick) : undefined}
        onClick={(e) => {
          const target = e.target as HTMLElement;
          // Clicks in a row's menu or dialog bubble here through React's portals: not a row click.
          if (!open || !e.currentTarget.contains(target)) return;
          if (target.closest("a,button,input,select,label")) return;
          open();
        }}
      >
        {row.getVisibleCells().map((cell) => (
          <TableCell key={cell.id} className={cn(p.compact && "py-1")}>
            <FlexRender cell={cell} />
          </TableCell>
        ))}
      </TableRow>
    );
  });
  return <>{rows}</>;
}

/**
 * The body's rows, drawn again only when what they show changes: a click on the pager or a filter
 * (which keeps the previous rows on screen while the next page loads), the URL settling and the
 * controls around the table leave them as they are.
 */
export const DataTableRows = memo(DataTableRowsInner) as typeof DataTableRowsInner;
