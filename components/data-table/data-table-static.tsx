import type { CellContext, RowData } from "@tanstack/react-table";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { DataTableFrame, dataTableMessage } from "./data-table-frame";
import { DataTablePagination } from "./data-table-pagination";
import type { DataTableColumnDef, DataTableFeatures } from "./features";

type Column<T extends RowData> = DataTableColumnDef<T> & { accessorKey?: string; id?: string };
type Ctx<T extends RowData> = CellContext<DataTableFeatures, T, unknown>;

/**
 * The first page of a list as a server component renders it: the same markup as `DataTable`, with no
 * JavaScript of its own, until `useIsland` swaps in the live table on first use. Headers are plain text and
 * cells get `getValue`, `renderValue` and `row.original` (all the calls columns use).
 */
export function DataTableStatic<T extends RowData>(p: {
  columns: DataTableColumnDef<T>[];
  data: T[];
  getRowId: (row: T) => string;
  page: number;
  perPage: number;
  total: number;
  pageSizes: readonly number[];
  error?: string;
  /** Whether the live table shows "Try again" in the error state and "Clear filters" in the empty one. */
  canRetry?: boolean;
  canClear?: boolean;
  emptyTitle?: string;
  rowHref?: (row: T) => string;
  caption: string;
}) {
  const columns = p.columns as Column<T>[];
  const cell = (column: Column<T>, row: T) => {
    const value = () =>
      column.accessorKey ? (row as Record<string, unknown>)[column.accessorKey] : undefined;
    const render = column.cell;
    if (typeof render !== "function")
      return render ?? (value() as { toString?: () => string })?.toString?.() ?? null;
    return render({ getValue: value, renderValue: value, row: { original: row } } as unknown as Ctx<T>);
  };
  const message = dataTableMessage({
    error: p.error,
    retry: p.canRetry || undefined,
    rowCount: p.data.length,
    emptyTitle: p.emptyTitle,
    clear: p.canClear || undefined,
  });
  return (
    <DataTableFrame
      caption={p.caption}
      columnCount={columns.length}
      busy={false}
      head={
        <TableRow className="hover:bg-transparent">
          {columns.map((c) => (
            <TableHead key={c.id ?? c.accessorKey} scope="col">
              {typeof c.header === "string" ? c.header : null}
            </TableHead>
          ))}
        </TableRow>
      }
      message={message}
      rows={p.data.map((row) => {
        const href = p.rowHref?.(row);
        return (
          <TableRow key={p.getRowId(row)} className={href ? "cursor-pointer" : undefined} data-href={href}>
            {columns.map((c) => (
              <TableCell key={c.id ?? c.accessorKey}>{cell(c, row)}</TableCell>
            ))}
          </TableRow>
        );
      })}
      pager={
        <DataTablePagination
          page={p.page}
          perPage={p.perPage}
          total={p.error ? 0 : p.total}
          rows={p.error ? 0 : p.data.length}
          pageSizes={p.pageSizes}
        />
      }
    />
  );
}
