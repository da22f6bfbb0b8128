"use client";

import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { RowLink } from "@/components/data-table/row-link";
import { UserAvatar } from "@/components/user-avatar";
import { formatSeconds } from "@/lib/format";
import type { User } from "@/lib/schemas/users";
import { UserStatusBadge } from "./user-status";

const col = dataTableColumnHelper<User>();

export const userHref = (u: User) => `/users/${encodeURIComponent(u.uid)}`;

export const usersColumns: DataTableColumnDef<User>[] = [
  col.accessor("uid", {
    header: "UID",
    cell: (c) => <RowLink href={userHref(c.row.original)}>{c.getValue()}</RowLink>,
  }),
  col.accessor("name", {
    header: "Name",
    cell: (c) => (
      <span className="flex items-center gap-2">
        <UserAvatar name={c.getValue()} id={c.row.original.uid} src={c.row.original.avatar} />
        {c.getValue()}
      </span>
    ),
  }),
  // The service sorts by uid, name, creation and last activity only.
  col.accessor("role", { header: "Role", enableSorting: false }),
  col.accessor("status", {
    header: "Status",
    enableSorting: false,
    cell: (c) => <UserStatusBadge user={c.row.original} />,
  }),
  col.accessor("createdAt", { header: "Created (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
  col.accessor("lastActiveAt", { header: "Last active (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
];
