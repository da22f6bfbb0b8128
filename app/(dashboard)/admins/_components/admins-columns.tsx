"use client";

import { actionsColumn } from "@/components/data-table/actions-column";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { NameCell } from "@/components/data-table/name-cell";
import { Badge } from "@/components/ui/badge";
import type { AdminRow } from "@/lib/auth/accounts";
import { ROLE_LABEL } from "@/lib/auth/roles";
import { formatDay } from "@/lib/format";
import { AdminRowActions } from "./admin-row-actions";

const col = dataTableColumnHelper<AdminRow>();

export function adminsColumns(meId: string): DataTableColumnDef<AdminRow>[] {
  return [
    col.accessor("name", {
      header: "Name",
      cell: ({ row: { original: a } }) => (
        <NameCell
          name={a.name}
          mark={a.id === meId ? <span className="text-muted-foreground"> (you)</span> : null}
        />
      ),
    }),
    col.accessor("email", { header: "Email" }),
    col.accessor("role", { header: "Role", cell: ({ row }) => ROLE_LABEL[row.original.role] }),
    col.display({
      id: "status",
      header: "Status",
      cell: ({ row }) =>
        row.original.disabled_at ? (
          <Badge variant="danger">Disabled</Badge>
        ) : (
          <Badge variant="success">Active</Badge>
        ),
    }),
    col.display({
      id: "createdAt",
      header: "Since (UTC)",
      cell: ({ row }) => formatDay(Number(row.original.created_at)),
    }),
    actionsColumn((a: AdminRow) =>
      a.id === meId ? null : (
        <AdminRowActions id={a.id} name={a.name} role={a.role} disabled={Boolean(a.disabled_at)} />
      ),
    ),
  ];
}
