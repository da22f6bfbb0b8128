"use client";

import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { FilterBar } from "@/components/filters/filter-bar";
import { FilterSelect } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { unwrapAction } from "@/lib/action-result";
import { API_KEY_PAGE_SIZES, API_KEY_SCOPES, type ListApiKeysParams } from "@/lib/api/api-keys-query";
import type { ApiKeyViewPage } from "@/lib/api/chat-api-keys";
import { apiKeyKeys } from "@/lib/query-keys";
import { MAX_API_KEYS_PER_APP } from "@/lib/schemas/api-keys";
import { listApiKeysAction } from "../_lib/actions";
import { API_KEY_FILTER_KEYS, apiKeysSearchParams, toApiKeysParams } from "../_lib/search-params";
import { apiKeysColumns } from "./api-keys-columns";
import { CreateApiKeyDialog } from "./create-api-key-dialog";

type KeyRow = ApiKeyViewPage["data"][number];
const NO_ROWS: KeyRow[] = [];
const CLEARED = Object.fromEntries(API_KEY_FILTER_KEYS.map((k) => [k, null]));
const SCOPES = API_KEY_SCOPES.map((value) => ({ value, label: value }));

/** The keys list: URL state → query key → masked page; the server's first page seeds the cache. */
export function ApiKeysTable({
  initialParams,
  initialPage,
  initialError,
}: {
  initialParams: ListApiKeysParams;
  initialPage?: ApiKeyViewPage;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(apiKeysSearchParams, { history: "push", scroll: false });
  const params = toApiKeysParams(state);
  const { query, error } = usePageQuery({
    queryKey: apiKeyKeys.list(params),
    initialKey: apiKeyKeys.list(initialParams),
    initialPage,
    initialError,
    fetchPage: async () =>
      unwrapAction(await listApiKeysAction(params), { invalid: "These filters are not valid." }),
  });
  const filtered = API_KEY_FILTER_KEYS.some((k) => state[k] !== null);
  const clear = () => setState({ ...CLEARED, page: 1 });
  const appTotal = query.data?.appTotal;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar label="Filter API keys" active={filtered} onClear={clear}>
          <FilterText
            label="Name contains"
            width="w-52"
            value={state.search}
            onCommit={(search) => setState({ search, page: 1 })}
          />
          <FilterSelect
            label="Scope"
            value={state.scope}
            options={SCOPES}
            onChange={(scope) => setState({ scope, page: 1 })}
          />
        </FilterBar>
        <div className="flex items-center gap-3">
          {appTotal === undefined ? null : (
            <p className="text-sm tabular-nums text-muted-foreground" data-testid="key-cap">
              {appTotal} of {MAX_API_KEYS_PER_APP} keys
            </p>
          )}
          <CreateApiKeyDialog atCap={(appTotal ?? 0) >= MAX_API_KEYS_PER_APP} />
        </div>
      </div>
      <DataTable
        caption="API keys"
        columns={apiKeysColumns}
        data={query.data?.data ?? NO_ROWS}
        getRowId={(k) => k.id}
        page={params.page}
        perPage={params.perPage}
        total={query.data?.meta.pagination.total ?? 0}
        pageSizes={API_KEY_PAGE_SIZES}
        onPaginationChange={({ page, perPage }) => setState({ page, perPage })}
        isFetching={query.isFetching}
        error={error}
        onRetry={() => query.refetch()}
        emptyTitle={filtered ? "No keys match these filters" : "This app has no API keys"}
        onClearFilters={filtered ? clear : undefined}
      />
    </div>
  );
}
