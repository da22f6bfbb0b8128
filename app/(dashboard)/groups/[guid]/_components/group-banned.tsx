"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { unwrapAction } from "@/lib/action-result";
import type { BannedPage } from "@/lib/api/chat-groups";
import { GROUP_PAGE_SIZES, type ListBannedParams } from "@/lib/api/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import { listBannedAction } from "../../_lib/actions";
import { groupDetailSearchParams, toBannedParams } from "../_lib/search-params";
import { type BannedRow, bannedColumns } from "./member-columns";

const NO_ROWS: BannedRow[] = [];
const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

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
  const key = groupKeys.banned(params);
  const isInitial = sameKey(key, groupKeys.banned(initialParams));
  const query = useQuery({
    queryKey: key,
    queryFn: async () => unwrapAction(await listBannedAction(params)),
    initialData: isInitial ? initialPage : undefined,
    placeholderData: keepPreviousData,
    retry: false,
    enabled: !(isInitial && initialError),
  });
  const error = query.error?.message ?? (isInitial && !query.data ? initialError : undefined);
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
          errorAction={
            <Button variant="outline" onClick={() => query.refetch()}>
              Try again
            </Button>
          }
          emptyTitle="Nobody is banned from this group"
        />
      </CardContent>
    </Card>
  );
}
