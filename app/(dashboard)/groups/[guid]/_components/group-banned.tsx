"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { GROUP_PAGE_SIZES, type ListBannedParams } from "@/lib/inputs/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import type { BannedPage } from "@/lib/server/api/chat-groups";
import { listBannedAction } from "../../_lib/actions";
import { bannedPageKeys, bannedSearchParams, toBannedParams } from "../_lib/search-params";
import { bannedColumns, bannedColumnsWithActions } from "./member-columns";

export function GroupBanned({
  canModerate,
  ...initial
}: {
  canModerate: boolean;
  initialParams: ListBannedParams;
  initialPage?: BannedPage;
  initialError?: string;
}) {
  const { guid } = initial.initialParams;
  const columns = useMemo(
    () => (canModerate ? bannedColumnsWithActions(guid) : bannedColumns),
    [canModerate, guid],
  );
  const list = useDataTable({
    searchParams: bannedSearchParams,
    toParams: (s) => toBannedParams(guid, s),
    filterKeys: [],
    pageKeys: bannedPageKeys,
    queryKey: groupKeys.banned,
    fetchPage: fromAction(listBannedAction),
    ...initial,
  });
  return (
    <DataTable
      list="group-banned-users"
      caption="Banned users"
      columns={columns}
      getRowId={(r) => r.uid}
      pageSizes={GROUP_PAGE_SIZES}
      emptyTitle="Nobody is banned from this group"
      {...list.table}
    />
  );
}
