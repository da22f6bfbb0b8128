"use client";

import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { invalidFilters, unwrapAction } from "@/lib/action-result";
import { CALL_PAGE_SIZES, type ListCallsParams } from "@/lib/api/calls-options";
import { callKeys } from "@/lib/query-keys";
import { listCallsAction } from "../_lib/actions";
import type { CallListPage } from "../_lib/list-page";
import { CALL_FILTER_KEYS, callsSearchParams, toListParams } from "../_lib/search-params";
import { type CallRow, callHref, callsColumns } from "./calls-columns";
import { CallsFilters } from "./calls-filters";

const NO_ROWS: CallRow[] = [];
const CLEARED = Object.fromEntries(CALL_FILTER_KEYS.map((k) => [k, null]));

/**
 * The calls log: URL state (nuqs) → query key → page. The server's first page seeds the cache under the
 * same key; later pages come through the server action, with the previous page shown until they arrive.
 */
export function CallsTable({
  initialParams,
  initialPage,
  initialError,
}: {
  initialParams: ListCallsParams;
  initialPage?: CallListPage;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(callsSearchParams, { history: "push", scroll: false });
  const params = toListParams(state);
  const { query, error } = usePageQuery({
    queryKey: callKeys.list(params),
    initialKey: callKeys.list(initialParams),
    initialPage,
    initialError,
    fetchPage: async () => unwrapAction(await listCallsAction(params), { invalid: invalidFilters }),
  });
  const filtered = CALL_FILTER_KEYS.some((k) => state[k] !== null);
  const clear = () => setState({ ...CLEARED, page: 1 });
  const pagination = query.data?.meta.pagination;

  return (
    <div className="flex flex-col gap-4">
      <CallsFilters
        value={state}
        active={filtered}
        onChange={(patch) => setState({ ...patch, page: 1 })}
        onClear={clear}
      />
      <DataTable
        caption="Calls, newest first"
        columns={callsColumns}
        data={query.data?.data ?? NO_ROWS}
        getRowId={(c) => c.sessionId}
        page={params.page}
        perPage={params.perPage}
        total={pagination?.total ?? 0}
        pageSizes={CALL_PAGE_SIZES}
        onPaginationChange={({ page, perPage }) => setState({ page, perPage })}
        isFetching={query.isFetching}
        error={error}
        onRetry={() => query.refetch()}
        emptyTitle={filtered ? "No calls match these filters" : "No calls yet"}
        onClearFilters={filtered ? clear : undefined}
        rowHref={callHref}
      />
    </div>
  );
}
