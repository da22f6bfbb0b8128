import type { RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { type DataTableColumnDef, dataTableColumnHelper } from "./features";

/**
 * A row's actions, as a table's last column under a header only screen readers read. It stays out of the
 * columns menu unless `hideable`.
 */
export function actionsColumn<T extends RowData>(
  cell: (row: T) => ReactNode,
  { hideable = false }: { hideable?: boolean } = {},
): DataTableColumnDef<T> {
  return dataTableColumnHelper<T>().display({
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    enableHiding: hideable,
    cell: ({ row }) => cell(row.original),
  });
}
