"use client";

import { actionsColumn } from "@/components/data-table/actions-column";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { InUseBadge, NameCell } from "@/components/data-table/name-cell";
import { Badge } from "@/components/ui/badge";
import type { ConnectionSummary } from "@/lib/server/connections";
import { DeleteAppButton } from "./delete-app-button";

const col = dataTableColumnHelper<ConnectionSummary>();

export function appsColumns(activeId: string | undefined): DataTableColumnDef<ConnectionSummary>[] {
  return [
    col.accessor("name", {
      header: "Name",
      enableHiding: false,
      cell: ({ row: { original: c } }) => (
        <NameCell name={c.name} mark={c.id === activeId ? <InUseBadge>Active</InUseBadge> : null} />
      ),
    }),
    col.accessor("appId", {
      header: "App id",
      cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
    }),
    col.accessor("region", { header: "Region", cell: (c) => c.getValue().toUpperCase() }),
    col.accessor("hasManagement", {
      header: "Management API",
      cell: (c) => (c.getValue() ? "Configured" : "Not configured"),
    }),
    col.accessor("source", {
      header: "Source",
      cell: (c) =>
        c.getValue() === "env" ? (
          <Badge variant="muted">From environment</Badge>
        ) : (
          <Badge variant="default">Added here</Badge>
        ),
    }),
    actionsColumn((c: ConnectionSummary) =>
      c.source === "store" ? (
        <div className="text-right">
          <DeleteAppButton id={c.id} name={c.name} />
        </div>
      ) : null,
    ),
  ];
}
