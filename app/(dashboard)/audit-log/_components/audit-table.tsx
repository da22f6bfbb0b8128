"use client";

import { Download } from "lucide-react";
import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { Button } from "@/components/ui/button";
import { unwrapAction } from "@/lib/action-result";
import { AUDIT_PAGE_SIZES, type AuditQuery, type AuditRow } from "@/lib/audit-filter";
import { auditKeys } from "@/lib/query-keys";
import { listAuditAction } from "../_lib/actions";
import {
  AUDIT_FILTER_KEYS,
  auditSearchParams,
  serializeAuditSearchParams,
  toAuditQuery,
} from "../_lib/search-params";
import { auditColumns } from "./audit-columns";
import { AuditFilters } from "./audit-filters";

export type AuditPage = { rows: AuditRow[]; total: number };

const NO_ROWS: AuditRow[] = [];
const CLEARED = Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, null]));

/** The audit log: URL state → query key → page; the export link carries the same filters. */
export function AuditTable({
  initialParams,
  initialPage,
  initialError,
  facets,
}: {
  initialParams: AuditQuery;
  initialPage?: AuditPage;
  initialError?: string;
  facets: { actions: string[]; appIds: string[] };
}) {
  const [state, setState] = useQueryStates(auditSearchParams, { history: "push", scroll: false });
  const params = toAuditQuery(state);
  const { query, error } = usePageQuery({
    queryKey: auditKeys.list(params),
    initialKey: auditKeys.list(initialParams),
    initialPage,
    initialError,
    fetchPage: async (): Promise<AuditPage> =>
      unwrapAction(await listAuditAction(params), {
        invalid: "These filters are not valid: check the time range.",
      }),
  });
  const filtered = AUDIT_FILTER_KEYS.some((k) => state[k] !== null);
  const clear = () => setState({ ...CLEARED, page: 1 });
  const exportHref = `/api/audit-log/export${serializeAuditSearchParams({ ...state, page: null, perPage: null })}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <AuditFilters
          value={state}
          facets={facets}
          active={filtered}
          onChange={(patch) => setState({ ...patch, page: 1 })}
          onClear={clear}
        />
        <Button variant="outline" asChild>
          <a href={exportHref} download>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        </Button>
      </div>
      <DataTable
        caption="Audit log, newest first"
        columns={auditColumns}
        data={query.data?.rows ?? NO_ROWS}
        getRowId={(r) => String(r.id)}
        page={params.page}
        perPage={params.perPage}
        total={query.data?.total ?? 0}
        pageSizes={AUDIT_PAGE_SIZES}
        onPaginationChange={({ page, perPage }) => setState({ page, perPage })}
        isFetching={query.isFetching}
        error={error}
        onRetry={() => query.refetch()}
        emptyTitle={
          filtered ? "No entries match these filters" : "Nothing has been changed through the dashboard yet"
        }
        onClearFilters={filtered ? clear : undefined}
      />
    </div>
  );
}
