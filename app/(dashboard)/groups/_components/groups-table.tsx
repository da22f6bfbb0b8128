"use client";

import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { unwrapAction } from "@/lib/action-result";
import type { GroupPage } from "@/lib/api/chat-groups";
import { GROUP_PAGE_SIZES, GROUP_SORTS, type ListGroupsParams } from "@/lib/api/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import { listGroupsAction } from "../_lib/actions";
import { GROUP_FILTER_KEYS, groupsSearchParams, toGroupsParams } from "../_lib/search-params";
import { type GroupRow, groupHref, groupsColumns } from "./groups-columns";
import { GroupsFilters } from "./groups-filters";

const NO_ROWS: GroupRow[] = [];
const isSort = (id: string): id is (typeof GROUP_SORTS)[number] =>
  (GROUP_SORTS as readonly string[]).includes(id);

/** The groups list: URL state (nuqs) → query key → page; the server's first page seeds the cache. */
export function GroupsTable({
  initialParams,
  initialPage,
  initialError,
}: {
  initialParams: ListGroupsParams;
  initialPage?: GroupPage;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(groupsSearchParams, { history: "push", scroll: false });
  const params = toGroupsParams(state);
  const { query, error } = usePageQuery({
    queryKey: groupKeys.list(params),
    initialKey: groupKeys.list(initialParams),
    initialPage,
    initialError,
    fetchPage: async () => unwrapAction(await listGroupsAction(params)),
  });
  const filtered = GROUP_FILTER_KEYS.some((k) => state[k] !== null);
  const clear = () => setState({ search: null, type: null, page: 1 });
  const sorting = params.sortBy ? [{ id: params.sortBy, desc: params.sortOrder === "desc" }] : [];

  return (
    <div className="flex flex-col gap-4">
      <GroupsFilters
        value={state}
        active={filtered}
        onChange={(patch) => setState({ ...patch, page: 1 })}
        onClear={clear}
      />
      <DataTable
        caption="Groups"
        columns={groupsColumns}
        data={query.data?.data ?? NO_ROWS}
        getRowId={(g) => g.guid}
        page={params.page}
        perPage={params.perPage}
        total={query.data?.meta.pagination.total ?? 0}
        pageSizes={GROUP_PAGE_SIZES}
        onPaginationChange={({ page, perPage }) => setState({ page, perPage })}
        sorting={sorting}
        onSortingChange={(next) => {
          const s = next[0];
          setState({
            sortBy: s && isSort(s.id) ? s.id : null,
            sortOrder: s ? (s.desc ? "desc" : "asc") : null,
            page: 1,
          });
        }}
        isFetching={query.isFetching}
        error={error}
        onRetry={() => query.refetch()}
        emptyTitle={filtered ? "No groups match these filters" : "No groups yet"}
        onClearFilters={filtered ? clear : undefined}
        rowHref={groupHref}
      />
    </div>
  );
}
