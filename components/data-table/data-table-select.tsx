"use client";

import type { RowData } from "@tanstack/react-table";
import { useEffect, useRef } from "react";
import { shiftHeld } from "@/lib/pick-range";
import { type DataTableColumnDef, dataTableColumnHelper } from "./features";

function Checkbox({ indeterminate, ...props }: React.ComponentProps<"input"> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(indeterminate);
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className="size-4 cursor-pointer accent-primary" {...props} />;
}

/** Sets a row picked or not; `range` (Shift held) sets every row from the last one set without Shift. */
export type PickRow = (id: string, value: boolean, range: boolean) => void;

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
        onChange={(e) => pickRow(row.id, e.target.checked, shiftHeld(e))}
      />
    ),
  });
}
