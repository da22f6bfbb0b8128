"use client";

import Link from "next/link";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import type { listBlockedUsers } from "@/lib/api/chat-users";
import { USER_SECTION_PAGE_SIZES, type UserSectionParams } from "@/lib/api/users-query";
import { userKeys } from "@/lib/query-keys";
import type { User } from "@/lib/schemas/users";
import { listBlockedUsersAction } from "../../_lib/actions";
import { toBlockedParams, userDetailSearchParams } from "../_lib/search-params";

const col = dataTableColumnHelper<User>();
const userHref = (u: User) => `/users/${encodeURIComponent(u.uid)}`;

const columns: DataTableColumnDef<User>[] = [
  col.accessor("uid", {
    header: "UID",
    cell: ({ row }) => (
      <Link href={userHref(row.original)} className="underline-offset-4 hover:underline">
        {row.original.uid}
      </Link>
    ),
  }),
  col.accessor("name", { header: "Name" }),
  col.accessor("hasBlockedMe", { header: "Blocked them back", cell: (c) => (c.getValue() ? "Yes" : "No") }),
];

/** The active users this user has blocked, most recently blocked first, on the list kit. */
export function BlockedUsers({
  uid,
  ...initial
}: {
  uid: string;
  initialParams: UserSectionParams;
  initialPage?: Awaited<ReturnType<typeof listBlockedUsers>>;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: userDetailSearchParams,
    toParams: (s) => toBlockedParams(uid, s),
    filterKeys: [],
    pageKeys: { page: "blockedPage", perPage: "blockedPerPage" },
    queryKey: userKeys.blocked,
    fetchPage: fromAction(listBlockedUsersAction),
    ...initial,
  });
  return (
    <DataTable
      list="blocked-users"
      caption="Users blocked by this user"
      columns={columns}
      getRowId={(u) => u.uid}
      pageSizes={USER_SECTION_PAGE_SIZES}
      rowHref={userHref}
      emptyTitle="This user has blocked no one"
      {...list.table}
      exportParams={{ uid }}
    />
  );
}
