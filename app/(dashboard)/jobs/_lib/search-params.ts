import { createLoader, type inferParserType, parseAsInteger } from "nuqs/server";
import { type JobRowsParams, jobRowFilters } from "@/lib/inputs/bulk-rows-query";
import type { UrlState } from "@/lib/inputs/list-filters";

export const JOB_PAGE_SIZES = [25, 50, 100] as const;

export const jobsSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(25),
};
export const loadJobsSearchParams = createLoader(jobsSearchParams);
export const toJobsParams = (s: inferParserType<typeof jobsSearchParams>) => ({
  page: Math.max(1, s.page),
  perPage: Math.min(100, Math.max(1, s.perPage)),
});

export const jobRowsSearchParams = jobRowFilters.parsers;
export const loadJobRowsSearchParams = jobRowFilters.load;
export const jobRowFilterKeys = jobRowFilters.keys;
export const toJobRowsParams =
  (id: string) =>
  (s: UrlState<typeof jobRowFilters>): JobRowsParams => ({ id, ...jobRowFilters.toQuery(s) });
