"use client";

import Link from "next/link";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction } from "@/components/data-table/use-data-table";
import { formatSeconds } from "@/lib/format";
import type { UserSectionParams } from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import type { Group } from "@/lib/schemas/groups";
import type { listUserGroups } from "@/lib/server/api/chat-users";
import { listUserGroupsAction } from "../../_lib/actions";
import { toGroupsParams } from "../_lib/search-params";
import { type SectionStart, UserSectionTable } from "./user-section-table";

const col = dataTableColumnHelper<Group>();
const groupHref = (g: Group) => `/groups/${encodeURIComponent(g.guid)}`;

const columns: DataTableColumnDef<Group>[] = [
  col.accessor("guid", {
    header: "GUID",
    cell: ({ row }) => (
      <Link href={groupHref(row.original)} className="underline-offset-4 hover:underline">
        {row.original.guid}
      </Link>
    ),
  }),
  col.accessor("name", { header: "Name" }),
  col.accessor("type", { header: "Type" }),
  col.accessor("scope", { header: "Scope", cell: (c) => c.getValue() ?? "—" }),
  col.accessor("joinedAt", {
    header: "Joined (UTC)",
    cell: (c) => {
      const at = c.getValue();
      return at ? <span className="tabular-nums">{formatSeconds(at)}</span> : "—";
    },
  }),
];

export function UserGroups({
  uid,
  ...initial
}: { uid: string } & SectionStart<UserSectionParams, Awaited<ReturnType<typeof listUserGroups>>>) {
  return (
    <UserSectionTable
      uid={uid}
      list="user-groups"
      caption="Groups this user joined"
      emptyTitle="This user has joined no group"
      columns={columns}
      getRowId={(g) => g.guid}
      rowHref={groupHref}
      pageKeys={{ page: "groupsPage", perPage: "groupsPerPage" }}
      toParams={toGroupsParams}
      queryKey={userKeys.groups}
      fetchPage={fromAction(listUserGroupsAction)}
      exportParams={{ uid }}
      {...initial}
    />
  );
}
