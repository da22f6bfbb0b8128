"use client";

import Link from "next/link";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import type { AuditRow } from "@/lib/audit-filter";
import { formatSeconds } from "@/lib/format";

const col = dataTableColumnHelper<AuditRow>();

function pretty(input: string): string {
  try {
    return JSON.stringify(JSON.parse(input), null, 2);
  } catch {
    return input;
  }
}

export const auditColumns: DataTableColumnDef<AuditRow>[] = [
  col.accessor("at", {
    header: "Time (UTC)",
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatSeconds(c.getValue())}</span>,
  }),
  col.accessor("actorEmail", {
    header: "Who",
    cell: (c) => (
      <span>
        {c.getValue()} <span className="text-xs text-muted-foreground">({c.row.original.actorRole})</span>
      </span>
    ),
  }),
  col.accessor("action", { header: "Action", cell: (c) => <code className="text-xs">{c.getValue()}</code> }),
  col.accessor("appId", { header: "App", cell: (c) => c.getValue() ?? "—" }),
  col.accessor("target", {
    header: "Target",
    cell: (c) => {
      const target = c.getValue();
      if (target && c.row.original.action.startsWith("bulk.")) {
        return (
          <Link
            href={`/jobs/${encodeURIComponent(target)}`}
            className="break-all underline-offset-4 hover:underline"
          >
            {target}
          </Link>
        );
      }
      return <span className="break-all">{target ?? "—"}</span>;
    },
  }),
  col.accessor("outcome", {
    header: "Outcome",
    cell: (c) =>
      c.getValue() === "ok" ? (
        <Badge variant="success">ok</Badge>
      ) : c.getValue() === "refused" ? (
        <Badge variant="warning">
          refused{c.row.original.errorCode ? `: ${c.row.original.errorCode}` : ""}
        </Badge>
      ) : (
        <Badge variant="danger">error{c.row.original.errorCode ? `: ${c.row.original.errorCode}` : ""}</Badge>
      ),
  }),
  col.accessor("input", {
    header: "Input",
    cell: (c) => {
      const v = c.getValue();
      if (!v) return "—";
      return (
        <details className="max-w-xs">
          <summary className="cursor-pointer text-xs text-muted-foreground">Show</summary>
          <pre className="mt-1 max-h-48 overflow-auto rounded bg-muted p-2 text-xs">{pretty(v)}</pre>
        </details>
      );
    },
  }),
];
