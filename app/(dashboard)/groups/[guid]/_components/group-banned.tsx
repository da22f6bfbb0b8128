"use client";

import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { unwrapAction } from "@/lib/action-result";
import type { BannedPage } from "@/lib/api/chat-groups";
import { GROUP_PAGE_SIZES, type ListBannedParams } from "@/lib/api/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import { listBannedAction } from "../../_lib/actions";
import { groupDetailSearchParams, toBannedParams } from "../_lib/search-params";
import { type BannedRow, bannedColumns } from "./member-columns";

const NO_ROWS: BannedRow[] = [];

/** The users banned from the group, one page at a time. */
export function GroupBanned({
  initialParams,
  initialPage,
  initialError,
}: {
  initialParams: ListBannedParams;
  initialPage?: BannedPage;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(groupDetailSearchParams, { history: "push", scroll: false });
  const params = toBannedParams(initialParams.guid, state);
  const { query, error } = usePageQuery({
    queryKey: groupKeys.banned(params),
    initialKey: groupKeys.banned(initialParams),
    initialPage,
    initialError,
    fetchPage: async () => unwrapAction(await listBannedAction(params)),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Banned users</CardTitle>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="Banned users"
          columns={bannedColumns}
          data={query.data?.data ?? NO_ROWS}
          getRowId={(r) => r.uid}
          page={params.page}
          perPage={params.perPage}
          total={query.data?.meta.pagination.total ?? 0}
          pageSizes={GROUP_PAGE_SIZES}
          onPaginationChange={({ page, perPage }) => setState({ bannedPage: page, bannedPerPage: perPage })}
          isFetching={query.isFetching}
          error={error}
          onRetry={() => query.refetch()}
          emptyTitle="Nobody is banned from this group"
        />
      </CardContent>
    </Card>
  );
}
