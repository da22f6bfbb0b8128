"use client";

import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { FilterSelect } from "@/components/filters/filter-select";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { unwrapAction } from "@/lib/action-result";
import type { MemberPage } from "@/lib/api/chat-groups";
import { GROUP_PAGE_SIZES, type ListMembersParams, MEMBER_SCOPES } from "@/lib/api/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import { listMembersAction } from "../../_lib/actions";
import { groupDetailSearchParams, toMembersParams } from "../_lib/search-params";
import { type MemberRow, memberColumns } from "./member-columns";

const NO_ROWS: MemberRow[] = [];

/** The group's members, one page at a time, optionally of one scope. */
export function GroupMembers({
  initialParams,
  initialPage,
  initialError,
}: {
  initialParams: ListMembersParams;
  initialPage?: MemberPage;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(groupDetailSearchParams, { history: "push", scroll: false });
  const params = toMembersParams(initialParams.guid, state);
  const { query, error } = usePageQuery({
    queryKey: groupKeys.members(params),
    initialKey: groupKeys.members(initialParams),
    initialPage,
    initialError,
    fetchPage: async () => unwrapAction(await listMembersAction(params)),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <search aria-label="Filter members" className="flex items-end gap-3">
          <FilterSelect
            label="Scope"
            value={state.scope}
            options={MEMBER_SCOPES.map((s) => ({ value: s, label: s }))}
            onChange={(scope) => setState({ scope, membersPage: 1 })}
          />
        </search>
        <DataTable
          caption="Members"
          columns={memberColumns}
          data={query.data?.data ?? NO_ROWS}
          getRowId={(r) => r.uid}
          page={params.page}
          perPage={params.perPage}
          total={query.data?.meta.pagination.total ?? 0}
          pageSizes={GROUP_PAGE_SIZES}
          onPaginationChange={({ page, perPage }) => setState({ membersPage: page, membersPerPage: perPage })}
          isFetching={query.isFetching}
          error={error}
          onRetry={() => query.refetch()}
          emptyTitle={state.scope ? `No ${state.scope}s in this group` : "No members yet"}
        />
      </CardContent>
    </Card>
  );
}
