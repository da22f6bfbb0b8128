"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction } from "@/components/data-table/use-data-table";
import type { listBlockedUsers } from "@/lib/contract/users";
import type { UserSectionParams } from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import type { User } from "@/lib/schemas/users";
import { userHref } from "../../_components/users-columns";
import { listBlockedUsersAction, unblockUsersAction } from "../../_lib/actions";
import { toBlockedParams } from "../_lib/search-params";
import { otherUserColumns } from "./user-friends";
import { type SectionStart, UserSectionTable } from "./user-section-table";

const col = dataTableColumnHelper<User>();

const columns = [
  ...otherUserColumns,
  col.accessor("hasBlockedMe", { header: "Blocked them back", cell: (c) => (c.getValue() ? "Yes" : "No") }),
];

function UnblockButton({ uid, row: blocked }: { uid: string; row: User }) {
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
} & SectionStart<UserSectionParams, z.output<(typeof listBlockedUsers)["response"]>>) {
  return (
    <UserSectionTable
      uid={uid}
      list="blocked-users"
      caption="Users blocked by this user"
      emptyTitle="This user has blocked no one"
      columns={columns}
      RowActions={canModerate ? UnblockButton : undefined}
      getRowId={(u) => u.uid}
      rowHref={userHref}
      pageKeys={{ page: "blockedPage", perPage: "blockedPerPage" }}
      toParams={toBlockedParams}
      queryKey={userKeys.blocked}
      fetchPage={fromAction(listBlockedUsersAction)}
      exportParams={{ uid }}
      {...initial}
    />
  );
}
