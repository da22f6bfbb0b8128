"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import type { CallPage } from "@/lib/api/calls";
import { CALL_PAGE_SIZES, type ListCallsParams } from "@/lib/api/calls-options";
import { callKeys } from "@/lib/query-keys";
import { listCallsAction } from "../_lib/actions";
import { CALL_FILTER_KEYS, callsSearchParams, toListParams } from "../_lib/search-params";
import { type CallRow, callHref, callsColumns } from "./calls-columns";
import { CallsFilters } from "./calls-filters";

const NO_ROWS: CallRow[] = [];
const CLEARED = Object.fromEntries(CALL_FILTER_KEYS.map((k) => [k, null]));

/** Runs the list action and turns its refusals into errors carrying the service's sentence. */
async function fetchCalls(params: ListCallsParams): Promise<CallPage> {
  const res = await listCallsAction(params);
  if (res?.serverError) throw new Error(res.serverError);
  if (res?.validationErrors) {
    const fields = Object.keys(res.validationErrors).filter((k) => k !== "_errors");
    throw new Error(`These filters are not valid: ${fields.join(", ") || "the query"}.`);
  }
  if (!res?.data) throw new Error("The dashboard did not answer. Try again.");
  return res.data;
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

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
  initialPage?: CallPage;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(callsSearchParams, { history: "push", scroll: false });
  const params = toListParams(state);
  const key = callKeys.list(params);
  const isInitial = sameKey(key, callKeys.list(initialParams));
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchCalls(params),
    initialData: isInitial ? initialPage : undefined,
    placeholderData: keepPreviousData,
    // The server already retried idempotent reads; a refusal (bad key, bad filter) will not change.
    retry: false,
    enabled: !(isInitial && initialError),
  });
  const error = query.error?.message ?? (isInitial && !query.data ? initialError : undefined);
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
        errorAction={
          <Button variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
        emptyTitle={filtered ? "No calls match these filters" : "No calls yet"}
        emptyAction={
          filtered ? (
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          ) : undefined
        }
        rowHref={callHref}
      />
    </div>
  );
}
