"use client";

import { DataTable } from "@/components/data-table/data-table";
import { urlSorting } from "@/components/data-table/url-sorting";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import {
  GROUP_PAGE_SIZES,
  GROUP_SORTS,
  groupFilters,
  type ListGroupsParams,
} from "@/lib/inputs/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import type { GroupPage } from "@/lib/server/api/chat-groups";
import { listGroupsAction } from "../_lib/actions";
import { groupActionsColumn, groupHref, groupsColumns } from "./groups-columns";
import { GroupsFilters } from "./groups-filters";

const adminColumns = [...groupsColumns, groupActionsColumn];

export function GroupsTable({
  canAdminister,
  ...initial
}: {
  canAdminister: boolean;
  initialParams: ListGroupsParams;
  initialPage?: GroupPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: groupFilters.parsers,
    toParams: groupFilters.toQuery,
    filterKeys: groupFilters.keys,
    queryKey: groupKeys.list,
    fetchPage: fromAction(listGroupsAction),
    ...initial,
  });
  return (
    <div className="flex flex-col gap-4">
      <GroupsFilters {...list.filterBar} />
      <DataTable
        list="groups"
        caption="Groups"
        columns={canAdminister ? adminColumns : groupsColumns}
        getRowId={(g) => g.guid}
        pageSizes={GROUP_PAGE_SIZES}
        {...urlSorting(GROUP_SORTS, list.params, list.setState)}
        emptyTitle={list.filtered ? "No groups match these filters" : "No groups yet"}
        rowHref={groupHref}
        {...list.table}
      />
    </div>
  );
}
