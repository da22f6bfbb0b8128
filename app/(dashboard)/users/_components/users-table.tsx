"use client";

import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { invalidFilters, unwrapAction } from "@/lib/action-result";
import type { listUsers } from "@/lib/api/chat";
import { type ListUsersParams, USER_PAGE_SIZES } from "@/lib/api/users-query";
import { userKeys } from "@/lib/query-keys";
import type { User } from "@/lib/schemas/users";
import { listUsersAction } from "../_lib/actions";
import { toUsersParams, USER_FILTER_KEYS, usersSearchParams } from "../_lib/search-params";
import { userHref, usersColumns } from "./users-columns";
import { UsersFilters } from "./users-filters";

export type UserPage = Awaited<ReturnType<typeof listUsers>>;

const NO_ROWS: User[] = [];
const CLEARED = { search: null, status: null, role: null, deactivated: null };

/** The users list: URL state (nuqs) → query key → page; the server's first page seeds the cache. */
export function UsersTable({
  initialParams,
  initialPage,
  initialError,
}: {
  initialParams: ListUsersParams;
  initialPage?: UserPage;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(usersSearchParams, { history: "push", scroll: false });
  const params = toUsersParams(state);
  const { query, error } = usePageQuery({
    queryKey: userKeys.list(params),
    initialKey: userKeys.list(initialParams),
    initialPage,
    initialError,
    fetchPage: async () => unwrapAction(await listUsersAction(params), { invalid: invalidFilters }),
  });
  const filtered = USER_FILTER_KEYS.some((k) => (k === "deactivated" ? state[k] : state[k] !== null));
  const clear = () => setState({ ...CLEARED, page: 1 });

  return (
    <div className="flex flex-col gap-4">
      <UsersFilters
        value={state}
        active={filtered}
        onChange={(patch) => setState({ ...patch, page: 1 })}
        onClear={clear}
      />
      <DataTable
        caption="Users"
        columns={usersColumns}
        data={query.data?.data ?? NO_ROWS}
        getRowId={(u) => u.uid}
        page={params.page}
        perPage={params.perPage}
        total={query.data?.meta.pagination.total ?? 0}
        pageSizes={USER_PAGE_SIZES}
        onPaginationChange={({ page, perPage }) => setState({ page, perPage })}
        isFetching={query.isFetching}
        error={error}
        onRetry={() => query.refetch()}
        emptyTitle={filtered ? "No users match these filters" : "No users yet"}
        onClearFilters={filtered ? clear : undefined}
        rowHref={userHref}
      />
    </div>
  );
}
