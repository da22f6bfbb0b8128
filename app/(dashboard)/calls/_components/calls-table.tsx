"use client";

import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { NamesProvider } from "@/components/names/named-id";
import { useNames } from "@/components/names/use-names";
import { CALL_PAGE_SIZES, callFilters } from "@/lib/inputs/calls-options";
import type { ListCallsParams } from "@/lib/inputs/calls-query";
import { callKeys } from "@/lib/query-keys";
import { listCallsAction } from "../_lib/actions";
import type { CallListPage } from "../_lib/list-page";
import { CALL_COLUMNS_HIDDEN_BY_DEFAULT, callHref, callPartyIds, callsColumns } from "./calls-columns";
import { CallsFilters } from "./calls-filters";

export function CallsTable(initial: {
  initialParams: ListCallsParams;
  initialPage?: CallListPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: callFilters.parsers,
    toParams: callFilters.toQuery,
    filterKeys: callFilters.keys,
    queryKey: callKeys.list,
    fetchPage: fromAction(listCallsAction),
    ...initial,
  });
  const names = useNames(callPartyIds(list.table.data));
  return (
    <div className="flex flex-col gap-4">
      <CallsFilters {...list.filterBar} />
      <NamesProvider names={names}>
        <DataTable
          list="calls"
          caption="Calls, newest first"
          columns={callsColumns}
          hiddenByDefault={CALL_COLUMNS_HIDDEN_BY_DEFAULT}
          getRowId={(c) => c.sessionId}
          pageSizes={CALL_PAGE_SIZES}
          emptyTitle={list.filtered ? "No calls match these filters" : "No calls yet"}
          rowHref={callHref}
          {...list.table}
        />
      </NamesProvider>
    </div>
  );
}
