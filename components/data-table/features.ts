import {
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from "@tanstack/react-table";

/** The features every list registers: pagination and sorting run by the service, columns the admin hides. */
export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  columnVisibilityFeature,
});
export type DataTableFeatures = typeof dataTableFeatures;

// biome-ignore lint/suspicious/noExplicitAny: columns of one table hold values of different types.
export type DataTableColumnDef<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

/** A column helper typed with the kit's features. */
export const dataTableColumnHelper = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();
