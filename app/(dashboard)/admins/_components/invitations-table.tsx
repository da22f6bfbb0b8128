"use client";

import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { ROLE_LABEL } from "@/lib/auth/roles";
import type { Invitation } from "@/lib/exports/invitations";
import { formatDay } from "@/lib/format";

const col = dataTableColumnHelper<Invitation>();

const columns: DataTableColumnDef<Invitation>[] = [
  col.accessor("email", { header: "Email", enableHiding: false }),
  col.accessor("role", { header: "Role", cell: ({ row }) => ROLE_LABEL[row.original.role] }),
  col.accessor("created_at", {
    header: "Invited (UTC)",
    cell: ({ row }) => formatDay(Number(row.original.created_at)),
  }),
  col.accessor("expires_at", {
    header: "Expires (UTC)",
    cell: ({ row }) => formatDay(Number(row.original.expires_at)),
  }),
];

export function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  return (
    <DataTable
      list="invitations"
      caption="Open invitations"
      columns={columns}
      data={invitations}
      getRowId={(i) => `${i.email}-${i.created_at}`}
      exportParams={{}}
      emptyTitle="No invitation is waiting to be accepted."
    />
  );
}
