"use client";

import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import type { listUsers } from "@/lib/api/chat";
import { type ListUsersParams, USER_PAGE_SIZES } from "@/lib/api/users-query";
import { userKeys } from "@/lib/query-keys";
import { listUsersAction } from "../_lib/actions";
import { toUsersParams, USER_FILTER_KEYS, usersSearchParams } from "../_lib/search-params";
import { userHref, usersColumns } from "./users-columns";
import { UsersFilters } from "./users-filters";

export type UserPage = Awaited<ReturnType<typeof listUsers>>;

/** The users list on the list kit; the server's first page seeds the cache. */
export function UsersTable(initial: {
  initialParams: ListUsersParams;
  initialPage?: UserPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: usersSearchParams,
    toParams: toUsersParams,
    filterKeys: USER_FILTER_KEYS,
    queryKey: userKeys.list,
    fetchPage: fromAction(listUsersAction),
    ...initial,
  });
  return (
    <div className="flex flex-col gap-4">
      <UsersFilters
        value={list.state}
        active={list.filtered}
        onChange={list.setFilters}
        onClear={list.clear}
      />
      <DataTable
        list="users"
        caption="Users"
        columns={usersColumns}
        getRowId={(u) => u.uid}
        pageSizes={USER_PAGE_SIZES}
        emptyTitle={list.filtered ? "No users match these filters" : "No users yet"}
        rowHref={userHref}
        {...list.table}
      />
    </div>
  );
}
