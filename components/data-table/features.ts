import {
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from "@tanstack/react-table";

export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
});
export type DataTableFeatures = typeof dataTableFeatures;

// biome-ignore lint/suspicious/noExplicitAny: columns of one table hold values of different types.
export type DataTableColumnDef<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

export const dataTableColumnHelper = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();
