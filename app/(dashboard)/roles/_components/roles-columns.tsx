"use client";

import { actionsColumn } from "@/components/data-table/actions-column";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { formatSeconds } from "@/lib/format";
import type { UserRole } from "@/lib/schemas/roles";
import { RoleActions } from "./role-actions";

const col = dataTableColumnHelper<UserRole>();
const reach = (v: string | undefined) =>
  v === "friendsOnly" ? "Friends only" : v === "all" ? "Everyone" : "—";

export const rolesColumns: DataTableColumnDef<UserRole>[] = [
  col.accessor("role", { header: "Role", cell: (c) => <code>{c.getValue()}</code> }),
  col.accessor("name", { header: "Name" }),
  col.accessor("description", { header: "Description", cell: (c) => c.getValue() ?? "—" }),
  col.display({
    id: "listUsers",
    header: "May list",
    cell: (c) => reach(c.row.original.settings?.listUsers),
  }),
  col.display({
    id: "sendMessagesTo",
    header: "May message",
    cell: (c) => reach(c.row.original.settings?.sendMessagesTo),
  }),
  col.accessor("createdAt", { header: "Created (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
  actionsColumn((r: UserRole) => <RoleActions role={r} />, { hideable: true }),
];
