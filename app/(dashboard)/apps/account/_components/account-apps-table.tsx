"use client";

import { useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { bindFilters, FilterBar } from "@/components/filters/filter-bar";
import { FilterText } from "@/components/filters/filter-text";
import { formatSecondsUtc } from "@/lib/format";
import {
  ACCOUNT_APP_PAGE_SIZES,
  accountAppFilters,
  type ListAccountAppsParams,
} from "@/lib/inputs/account-apps-query";
import { accountAppKeys } from "@/lib/query-keys";
import { listAccountAppsAction } from "../_lib/actions";
import type { AccountAppsPage } from "../_lib/view";
import { accountAppsColumns } from "./account-apps-columns";

export function AccountAppsTable({
  activeAppId,
  ...initial
}: {
  activeAppId: string;
  initialParams: ListAccountAppsParams;
  initialPage?: AccountAppsPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: accountAppFilters.parsers,
    toParams: accountAppFilters.toQuery,
    filterKeys: accountAppFilters.keys,
    queryKey: accountAppKeys.list,
    fetchPage: fromAction(listAccountAppsAction),
    ...initial,
  });
  const f = bindFilters(list.state, list.setFilters);
  const [deleted, setDeleted] = useState<{ name: string; at: number } | undefined>();
  const columns = useMemo(
    () => accountAppsColumns(activeAppId, (name, at) => setDeleted({ name, at })),
    [activeAppId],
  );
  return (
    <div className="flex flex-col gap-3">
      <FilterBar label="Search apps" active={list.filtered} onClear={list.clear}>
        <FilterText label="Search" placeholder="Part of a name or app id" width="w-72" {...f.commits("q")} />
      </FilterBar>
      {deleted ? (
        <p role="status" className="rounded-md border border-border bg-muted/50 p-3 text-sm">
          {deleted.name} was deleted: it stops answering now and is scheduled to be purged on{" "}
          <strong>{formatSecondsUtc(deleted.at)}</strong>.
        </p>
      ) : null}
      <DataTable
        list="account-apps"
        caption="Apps of the account"
        columns={columns}
        getRowId={(a) => a.id}
        pageSizes={ACCOUNT_APP_PAGE_SIZES}
        emptyTitle={list.filtered ? "No app matches this search." : "The account has no apps yet."}
        {...list.table}
      />
    </div>
  );
}
