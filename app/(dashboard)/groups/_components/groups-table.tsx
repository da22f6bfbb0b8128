"use client";

import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import type { GroupPage } from "@/lib/api/chat-groups";
import { GROUP_PAGE_SIZES, GROUP_SORTS, type ListGroupsParams } from "@/lib/api/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import { listGroupsAction } from "../_lib/actions";
import { GROUP_FILTER_KEYS, groupsSearchParams, toGroupsParams } from "../_lib/search-params";
import { groupActionsColumn, groupHref, groupsColumns } from "./groups-columns";
import { GroupsFilters } from "./groups-filters";

const adminColumns = [...groupsColumns, groupActionsColumn];

const isSort = (id: string): id is (typeof GROUP_SORTS)[number] =>
  (GROUP_SORTS as readonly string[]).includes(id);

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
    searchParams: groupsSearchParams,
    toParams: toGroupsParams,
    filterKeys: GROUP_FILTER_KEYS,
    queryKey: groupKeys.list,
    fetchPage: fromAction(listGroupsAction),
    ...initial,
  });
  const { sortBy, sortOrder } = list.params;
  return (
    <div className="flex flex-col gap-4">
      <GroupsFilters
        value={list.filters}
        active={list.filtered}
        onChange={list.setFilters}
        onClear={list.clear}
      />
      <DataTable
        list="groups"
        caption="Groups"
        columns={canAdminister ? adminColumns : groupsColumns}
        getRowId={(g) => g.guid}
        pageSizes={GROUP_PAGE_SIZES}
        sorting={sortBy ? [{ id: sortBy, desc: sortOrder === "desc" }] : []}
        onSortingChange={(next) => {
          const s = next[0];
          list.setState({
            sortBy: s && isSort(s.id) ? s.id : null,
            sortOrder: s ? (s.desc ? "desc" : "asc") : null,
            page: 1,
          });
        }}
        emptyTitle={list.filtered ? "No groups match these filters" : "No groups yet"}
        rowHref={groupHref}
        {...list.table}
      />
    </div>
  );
}
