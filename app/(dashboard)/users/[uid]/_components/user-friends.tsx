"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import type { z } from "zod";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction } from "@/components/data-table/use-data-table";
import type { listFriends } from "@/lib/contract/users";
import type { UserSectionParams } from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import type { User } from "@/lib/schemas/users";
import { userHref } from "../../_components/users-columns";
import { listFriendsAction, removeFriendsAction } from "../../_lib/actions";
import { toFriendsParams } from "../_lib/search-params";
import { type SectionStart, UserSectionTable } from "./user-section-table";

const col = dataTableColumnHelper<User>();

/** The other user, linked, and their name: the friends' and the blocked users' first columns. */
export const otherUserColumns: DataTableColumnDef<User>[] = [
  col.accessor("uid", {
    header: "UID",
    cell: ({ row }) => (
      <Link href={userHref(row.original)} className="underline-offset-4 hover:underline">
        {row.original.uid}
      </Link>
    ),
  }),
  col.accessor("name", { header: "Name" }),
];

const columns = [...otherUserColumns, col.accessor("status", { header: "Status" })];

function RemoveFriendButton({ uid, row: friend }: { uid: string; row: User }) {
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
} & SectionStart<UserSectionParams, z.output<(typeof listFriends)["response"]>>) {
  return (
    <UserSectionTable
      uid={uid}
      list="user-friends"
      caption="Friends of this user"
      emptyTitle="This user has no friends yet"
      columns={columns}
      RowActions={canModerate ? RemoveFriendButton : undefined}
      getRowId={(u) => u.uid}
      rowHref={userHref}
      pageKeys={{ page: "friendsPage", perPage: "friendsPerPage" }}
      toParams={toFriendsParams}
      queryKey={userKeys.friends}
      fetchPage={fromAction(listFriendsAction)}
      exportParams={{ uid }}
      {...initial}
    />
  );
}
