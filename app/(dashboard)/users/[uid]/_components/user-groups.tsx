"use client";

import Link from "next/link";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import type { listUserGroups } from "@/lib/api/chat-users";
import { USER_SECTION_PAGE_SIZES, type UserSectionParams } from "@/lib/api/users-query";
import { formatSeconds } from "@/lib/format";
import { userKeys } from "@/lib/query-keys";
import type { Group } from "@/lib/schemas/groups";
import { listUserGroupsAction } from "../../_lib/actions";
import { toGroupsParams, userDetailSearchParams } from "../_lib/search-params";

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
}: {
  uid: string;
  initialParams: UserSectionParams;
  initialPage?: Awaited<ReturnType<typeof listUserGroups>>;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: userDetailSearchParams,
    toParams: (s) => toGroupsParams(uid, s),
    filterKeys: [],
    pageKeys: { page: "groupsPage", perPage: "groupsPerPage" },
    queryKey: userKeys.groups,
    fetchPage: fromAction(listUserGroupsAction),
    ...initial,
  });
  return (
    <DataTable
      list="user-groups"
      caption="Groups this user joined"
      columns={columns}
      getRowId={(g) => g.guid}
      pageSizes={USER_SECTION_PAGE_SIZES}
      rowHref={groupHref}
      emptyTitle="This user has joined no group"
      {...list.table}
      exportParams={{ uid }}
    />
  );
}
