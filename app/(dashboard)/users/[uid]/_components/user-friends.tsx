"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo } from "react";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import type { listFriends } from "@/lib/api/chat-users";
import { USER_SECTION_PAGE_SIZES, type UserSectionParams } from "@/lib/api/users-query";
import { userKeys } from "@/lib/query-keys";
import type { User } from "@/lib/schemas/users";
import { listFriendsAction, removeFriendsAction } from "../../_lib/actions";
import { toFriendsParams, userDetailSearchParams } from "../_lib/search-params";

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
  col.accessor("status", { header: "Status" }),
];

function RemoveFriendButton({ uid, friend }: { uid: string; friend: User }) {
  const queryClient = useQueryClient();
  return (
    <ConfirmActionButton
      label="Remove"
      name={friend.uid}
      title={`End the friendship of ${uid} and ${friend.uid}?`}
      description={
        <>
          <strong>{friend.uid}</strong> ({friend.name}) and {uid} are no longer friends, both ways.
        </>
      }
      confirmLabel="End 1 friendship"
      action={() => removeFriendsAction({ uid, uids: [friend.uid] })}
      successMessage={(r) => r?.message ?? `${uid} and ${friend.uid} are no longer friends.`}
      errorMessage={`The friendship with ${friend.uid} could not be ended.`}
      onSuccess={() => queryClient.invalidateQueries({ queryKey: userKeys.detail(uid) })}
    />
  );
}

export function UserFriends({
  uid,
  canModerate,
  ...initial
}: {
  uid: string;
  canModerate: boolean;
  initialParams: UserSectionParams;
  initialPage?: Awaited<ReturnType<typeof listFriends>>;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: userDetailSearchParams,
    toParams: (s) => toFriendsParams(uid, s),
    filterKeys: [],
    pageKeys: { page: "friendsPage", perPage: "friendsPerPage" },
    queryKey: userKeys.friends,
    fetchPage: fromAction(listFriendsAction),
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
              cell: ({ row }) => <RemoveFriendButton uid={uid} friend={row.original} />,
            }),
          ]
        : baseColumns,
    [canModerate, uid],
  );
  return (
    <DataTable
      list="user-friends"
      caption="Friends of this user"
      columns={columns}
      getRowId={(u) => u.uid}
      pageSizes={USER_SECTION_PAGE_SIZES}
      rowHref={userHref}
      emptyTitle="This user has no friends yet"
      {...list.table}
      exportParams={{ uid }}
    />
  );
}
