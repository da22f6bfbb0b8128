import { DataTableStatic } from "@/components/data-table/data-table-static";
import { CALL_PAGE_SIZES, type ListCallsParams } from "@/lib/api/calls-options";
import type { CallListPage } from "../_lib/list-page";
import { CALL_FILTER_KEYS, type CallsUrlState } from "../_lib/search-params";
import { callHref, callsColumns } from "./calls-columns";
import { CallsFilterFields } from "./calls-filter-fields";

/** The first render of `CallsTable`, as server markup: same filters, table and pager, no JavaScript. */
export function CallsStatic({
  state,
  params,
  page,
  error,
}: {
  state: CallsUrlState;
  params: ListCallsParams;
  page?: CallListPage;
  error?: string;
}) {
  const filtered = CALL_FILTER_KEYS.some((k) => state[k] !== null);
  return (
    <div className="flex flex-col gap-4">
      <CallsFilterFields value={state} active={filtered} />
      <DataTableStatic
        caption="Calls, newest first"
        columns={callsColumns}
        data={page?.data ?? []}
        getRowId={(c) => c.sessionId}
        page={params.page}
        perPage={params.perPage}
        total={page?.meta.pagination.total ?? 0}
        pageSizes={CALL_PAGE_SIZES}
        error={error}
        canRetry
        canClear={filtered}
        emptyTitle={filtered ? "No calls match these filters" : "No calls yet"}
        rowHref={callHref}
      />
    </div>
  );
}
