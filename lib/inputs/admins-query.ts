import type { z } from "zod";
import { ADMIN_STATUSES, DEFAULT_ADMIN_PAGE_SIZE, roleSchema } from "../schemas/admins";
import { defineListFilters, oneOf, type QueryOf } from "./list-filters";
import { filtersSchema, listQuerySchema } from "./list-query";

/** The admins list's filters: its URL, its action's input and the store's query. */
export const adminFilters = defineListFilters(
  { role: oneOf(roleSchema.options, "Choose a role."), status: oneOf(ADMIN_STATUSES) },
  { perPage: DEFAULT_ADMIN_PAGE_SIZE, maxPerPage: 100, maxPage: 100_000 },
);

export const adminFiltersQuery = filtersSchema(adminFilters.fields);
export type AdminFilters = z.output<typeof adminFiltersQuery>;
export const listAdminsQuery = listQuerySchema(adminFilters);
export type ListAdminsParams = QueryOf<typeof adminFilters>;
