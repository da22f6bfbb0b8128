import { defineListFilters, type QueryOf, text } from "./list-filters";
import { filtersSchema, listQuerySchema } from "./list-query";

export const ACCOUNT_APP_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ACCOUNT_APP_PAGE_SIZE = 25;

/** The account apps list's filters: its URL, its action's input and the service's query. */
export const accountAppFilters = defineListFilters(
  { q: text(100, { message: "must be at most 100 characters", clip: true }).as("searchKey") },
  { perPage: DEFAULT_ACCOUNT_APP_PAGE_SIZE, maxPerPage: 1000, maxPage: 100_000 },
);

export const accountAppsFilters = filtersSchema(accountAppFilters.fields);
export const listAccountAppsQuery = listQuerySchema(accountAppFilters);
export type ListAccountAppsParams = QueryOf<typeof accountAppFilters>;
