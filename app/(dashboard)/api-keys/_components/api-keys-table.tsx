"use client";

import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { bindFilters, FilterBar } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import {
  API_KEY_PAGE_SIZES,
  API_KEY_SCOPES,
  apiKeyFilters,
  type ListApiKeysParams,
} from "@/lib/inputs/api-keys-query";
import { apiKeyKeys } from "@/lib/query-keys";
import { MAX_API_KEYS_PER_APP } from "@/lib/schemas/api-keys";
import type { ApiKeyViewPage } from "@/lib/server/api/chat-api-keys";
import { listApiKeysAction } from "../_lib/actions";
import { apiKeysColumns } from "./api-keys-columns";
import { CreateApiKeyDialog } from "./create-api-key-dialog";

const SCOPES = optionsOf(API_KEY_SCOPES);

export function ApiKeysTable(initial: {
  initialParams: ListApiKeysParams;
  initialPage?: ApiKeyViewPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: apiKeyFilters.parsers,
    toParams: apiKeyFilters.toQuery,
    filterKeys: apiKeyFilters.keys,
    queryKey: apiKeyKeys.list,
    fetchPage: fromAction(listApiKeysAction),
    ...initial,
  });
  const f = bindFilters(list.state, list.setFilters);
  const appTotal = list.query.data?.appTotal;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar label="Filter API keys" active={list.filtered} onClear={list.clear}>
          <FilterText label="Name contains" width="w-52" {...f.commits("search")} />
          <FilterSelect label="Scope" options={SCOPES} {...f.changes("scope")} />
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
        list="api-keys"
        caption="API keys"
        columns={apiKeysColumns}
        getRowId={(k) => k.id}
        pageSizes={API_KEY_PAGE_SIZES}
        emptyTitle={list.filtered ? "No keys match these filters" : "This app has no API keys"}
        {...list.table}
      />
    </div>
  );
}
