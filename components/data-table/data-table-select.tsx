"use client";

import type { RowData, RowSelectionState } from "@tanstack/react-table";
import { useEffect, useRef } from "react";
import { type DataTableColumnDef, dataTableColumnHelper } from "./features";

function Checkbox({ indeterminate, ...props }: React.ComponentProps<"input"> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(indeterminate);
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className="size-4 cursor-pointer accent-primary" {...props} />;
}

/**
 * The selection after `target` is set to `value`; with an `anchor` on the page, every row from the anchor to
 * the target (either way round) is set alike: a shift-click picks a range, or drops it.
 */
export function pickRows(
  selected: RowSelectionState,
  pageIds: readonly string[],
  target: string,
  value: boolean,
  anchor?: string,
): RowSelectionState {
  const from = anchor === undefined ? -1 : pageIds.indexOf(anchor);
  const to = pageIds.indexOf(target);
  const span = from >= 0 && to >= 0 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [target];
  const next = { ...selected };
  for (const id of span) {
    if (value) next[id] = true;
    else delete next[id];
  }
  return next;
}

/** Sets a row picked or not; `range` (Shift held) sets every row from the last one set without Shift. */
export type PickRow = (id: string, value: boolean, range: boolean) => void;

const shiftHeld = (e: { nativeEvent: Event }) =>
  "shiftKey" in e.nativeEvent && e.nativeEvent.shiftKey === true;

/** The leading checkbox column of a list whose rows can be picked for a bulk action. */
export function selectColumn<T extends RowData>(pickRow: PickRow): DataTableColumnDef<T> {
  return dataTableColumnHelper<T>().display({
    id: "select",
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => (
      <Checkbox
        aria-label="Select every row on this page"
        checked={table.getIsAllPageRowsSelected()}
        // TanStack's "some" includes "all": a full page is checked, not mixed.
        indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
        onChange={(e) => table.toggleAllPageRowsSelected(e.target.checked)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Select ${row.id}`}
        checked={row.getIsSelected()}
        // Shift extends the browser's text selection too: not over a range of rows.
        onMouseDown={(e) => {
          if (e.shiftKey) e.preventDefault();
        }}
        // React's change of a checkbox is its click, keyboard's (Space) included: Shift is on it.
        onChange={(e) => pickRow(row.id, e.target.checked, shiftHeld(e))}
      />
    ),
  });
}
