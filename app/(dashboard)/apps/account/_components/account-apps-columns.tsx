"use client";

import { actionsColumn } from "@/components/data-table/actions-column";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { InUseBadge, NameCell } from "@/components/data-table/name-cell";
import { planOf } from "@/lib/app-plan";
import { formatSeconds } from "@/lib/format";
import type { AccountAppRow } from "../_lib/view";
import { DeleteAccountAppButton } from "./delete-account-app-button";

const col = dataTableColumnHelper<AccountAppRow>();

export function accountAppsColumns(
  activeAppId: string,
  onDeleted: (name: string, at: number) => void,
): DataTableColumnDef<AccountAppRow>[] {
  return [
    col.accessor("name", {
      header: "Name",
      cell: ({ row: { original: a } }) => (
        <NameCell name={a.name} mark={a.id === activeAppId ? <InUseBadge>Active here</InUseBadge> : null} />
      ),
    }),
    col.accessor("id", {
      header: "App id",
      cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
    }),
    col.accessor("region", { header: "Region", cell: ({ row }) => row.original.region.toUpperCase() }),
    col.accessor("version", { header: "Version" }),
    col.display({ id: "plan", header: "Plan", cell: ({ row }) => planOf(row.original) }),
    col.accessor("createdAt", {
      header: "Created (UTC)",
      cell: ({ row }) => <span className="tabular-nums">{formatSeconds(row.original.createdAt)}</span>,
    }),
    actionsColumn((a: AccountAppRow) => (
      <div className="text-right">
        <DeleteAccountAppButton
          app={a}
          isActive={a.id === activeAppId}
          onDeleted={(at) => onDeleted(a.name, at)}
        />
      </div>
    )),
  ];
}
