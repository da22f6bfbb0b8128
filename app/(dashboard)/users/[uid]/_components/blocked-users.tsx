"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo } from "react";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import type { listBlockedUsers } from "@/lib/api/chat-users";
import { USER_SECTION_PAGE_SIZES, type UserSectionParams } from "@/lib/api/users-query";
import { userKeys } from "@/lib/query-keys";
import type { User } from "@/lib/schemas/users";
import { listBlockedUsersAction, unblockUsersAction } from "../../_lib/actions";
import { toBlockedParams, userDetailSearchParams } from "../_lib/search-params";

const col = dataTableColumnHelper<User>();
const userHref = (u: User) => `/users/${encodeURIComponent(u.uid)}`;

const baseColumns: DataTableColumnDef<User>[] = [
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

function UnblockButton({ uid, blocked }: { uid: string; blocked: User }) {
  const queryClient = useQueryClient();
  return (
    <ConfirmActionButton
      label="Unblock"
      name={blocked.uid}
      title={`Unblock ${blocked.uid} for ${uid}?`}
      description={
        <>
          {uid} receives messages and calls from 1 user, <strong>{blocked.uid}</strong> ({blocked.name}),
          again.
        </>
      }
      confirmLabel="Unblock 1 user"
      action={() => unblockUsersAction({ uid, uids: [blocked.uid] })}
      successMessage={(r) => r?.[blocked.uid]?.message ?? `${uid} no longer blocks ${blocked.uid}.`}
      errorMessage={`${blocked.uid} could not be unblocked.`}
      onSuccess={() => queryClient.invalidateQueries({ queryKey: userKeys.detail(uid) })}
    />
  );
}

export function BlockedUsers({
  uid,
  canModerate,
  ...initial
}: {
  uid: string;
  canModerate: boolean;
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
  const columns = useMemo(
    () =>
      canModerate
        ? [
            ...baseColumns,
            col.display({
              id: "actions",
              header: () => <span className="sr-only">Actions</span>,
              cell: ({ row }) => <UnblockButton uid={uid} blocked={row.original} />,
            }),
          ]
        : baseColumns,
    [canModerate, uid],
  );
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
