import { createLoader, type inferParserType, parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import { BULK_ROW_STATUSES, type BulkRowStatus } from "@/lib/schemas/bulk";

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

export const jobRowsSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(50),
  status: parseAsStringLiteral(BULK_ROW_STATUSES),
};
export const loadJobRowsSearchParams = createLoader(jobRowsSearchParams);
export const toJobRowsParams =
  (id: string) =>
  (
    s: inferParserType<typeof jobRowsSearchParams>,
  ): {
    id: string;
    page: number;
    perPage: number;
    status?: BulkRowStatus;
  } => ({
    id,
    page: Math.max(1, s.page),
    perPage: Math.min(1000, Math.max(1, s.perPage)),
    status: s.status ?? undefined,
  });
