"use client";

import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { bindFilters } from "@/components/filters/filter-bar";
import { FilterSelect } from "@/components/filters/filter-select";
import { NamedId, NamesProvider } from "@/components/names/named-id";
import { useNames } from "@/components/names/use-names";
import { Badge } from "@/components/ui/badge";
import { listBulkRowsAction } from "@/lib/actions/bulk";
import type { JobRowView } from "@/lib/bulk/view";
import { formatSeconds } from "@/lib/format";
import { bulkKeys } from "@/lib/query-keys";
import { BULK_ROW_STATUSES, type BulkRowKind, type BulkRowStatus } from "@/lib/schemas/bulk";
import { jobRowFilterKeys, jobRowsSearchParams, toJobRowsParams } from "../_lib/search-params";

const VARIANT = {
  pending: "muted",
  applying: "default",
  done: "success",
  refused: "danger",
  skipped: "warning",
} as const;
const col = dataTableColumnHelper<JobRowView>();

export const jobRowsColumns: DataTableColumnDef<JobRowView>[] = [
  col.accessor("seq", { header: "#", cell: (c) => c.getValue() + 1 }),
  // Names reach the cell only for rows that are users (see useNames below); other rows show their id alone.
  col.accessor("target", { header: "Row", cell: (c) => <NamedId kind="user" id={c.getValue()} /> }),
  col.accessor("status", {
    header: "Outcome",
    cell: (c) => <Badge variant={VARIANT[c.getValue() as BulkRowStatus] ?? "muted"}>{c.getValue()}</Badge>,
  }),
  col.accessor("message", {
    header: "Why",
    cell: (c) =>
      c.getValue() ? `${c.getValue()}${c.row.original.code ? ` (${c.row.original.code})` : ""}` : "—",
  }),
  col.accessor("appliedAt", {
    header: "At (UTC)",
    cell: (c) => (c.getValue() ? formatSeconds(c.getValue() ?? 0) : "—"),
  }),
];

type RowsPage = { data: JobRowView[]; meta: { pagination: { total: number } } };

/** Row kinds whose targets are uids: their rows get the users' names. */
const NAMED_ROWS: ReadonlySet<BulkRowKind> = new Set(["users", "members"]);

export function JobRowsTable({
  id,
  rowKind,
  ...initial
}: {
  id: string;
  rowKind: BulkRowKind;
  initialParams: ReturnType<ReturnType<typeof toJobRowsParams>>;
  initialPage?: RowsPage;
}) {
  const list = useDataTable({
    searchParams: jobRowsSearchParams,
    toParams: toJobRowsParams(id),
    filterKeys: jobRowFilterKeys,
    queryKey: bulkKeys.rows,
    fetchPage: fromAction(listBulkRowsAction),
    ...initial,
  });
  const f = bindFilters(list.state, list.setFilters);
  const names = useNames({ uids: NAMED_ROWS.has(rowKind) ? list.table.data.map((r) => r.target) : [] });
  return (
    <div className="flex flex-col gap-3">
      <div className="w-48">
        <FilterSelect
          label="Outcome"
          options={BULK_ROW_STATUSES.map((s) => ({ value: s, label: s }))}
          {...f.changes("status")}
        />
      </div>
      <NamesProvider names={names}>
        <DataTable
          list="bulk-job-rows"
          caption="Rows of the job"
          columns={jobRowsColumns}
          getRowId={(r) => String(r.seq)}
          pageSizes={[50, 100, 500]}
          emptyTitle={list.filtered ? "No rows with this outcome" : "No rows"}
          {...list.table}
        />
      </NamesProvider>
    </div>
  );
}
