import { z } from "zod";
import { BULK_ROW_STATUSES } from "../schemas/bulk";
import { defineListFilters, oneOf, type QueryOf } from "./list-filters";
import { listQuerySchema } from "./list-query";

/** A bulk job's rows' filters: its URL, its action's input and the store's query. */
export const jobRowFilters = defineListFilters(
  { status: oneOf(BULK_ROW_STATUSES) },
  { perPage: 50, maxPerPage: 1000, numericText: true },
);

export const bulkRowsQuery = listQuerySchema(jobRowFilters).extend({ id: z.string().uuid() });
export type BulkRowsQuery = z.input<typeof bulkRowsQuery>;
export type JobRowsParams = QueryOf<typeof jobRowFilters> & { id: string };
