import { z } from "zod";

export const ACCOUNT_APP_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ACCOUNT_APP_PAGE_SIZE = 25;

export const accountAppsFilters = z.object({
  searchKey: z.string().trim().min(1).max(100, "must be at most 100 characters").optional(),
});

export const listAccountAppsQuery = accountAppsFilters.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  perPage: z.number().int().min(1).max(1000).default(DEFAULT_ACCOUNT_APP_PAGE_SIZE),
});
export type ListAccountAppsParams = z.output<typeof listAccountAppsQuery>;
