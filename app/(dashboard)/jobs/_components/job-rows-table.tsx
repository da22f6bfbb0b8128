"use client";

import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { FilterSelect } from "@/components/filters/filter-select";
import { Badge } from "@/components/ui/badge";
import { listBulkRowsAction } from "@/lib/actions/bulk";
import type { JobRowView } from "@/lib/bulk/view";
import { formatSeconds } from "@/lib/format";
import { bulkKeys } from "@/lib/query-keys";
import { BULK_ROW_STATUSES, type BulkRowStatus } from "@/lib/schemas/bulk";
import { jobRowsSearchParams, toJobRowsParams } from "../_lib/search-params";

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
  col.accessor("target", { header: "Row", cell: (c) => <code>{c.getValue()}</code> }),
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

export function JobRowsTable({
  id,
  ...initial
}: {
  id: string;
  initialParams: ReturnType<ReturnType<typeof toJobRowsParams>>;
  initialPage?: RowsPage;
}) {
  const list = useDataTable({
    searchParams: jobRowsSearchParams,
    toParams: toJobRowsParams(id),
    filterKeys: ["status"],
    queryKey: bulkKeys.rows,
    fetchPage: fromAction(listBulkRowsAction),
    ...initial,
  });
  return (
    <div className="flex flex-col gap-3">
      <div className="w-48">
        <FilterSelect
          label="Outcome"
          value={list.state.status}
          options={BULK_ROW_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(status) => list.setFilters({ status })}
        />
      </div>
      <DataTable
        list="bulk-job-rows"
        caption="Rows of the job"
        columns={jobRowsColumns}
        getRowId={(r) => String(r.seq)}
        pageSizes={[50, 100, 500]}
        emptyTitle={list.filtered ? "No rows with this outcome" : "No rows"}
        {...list.table}
      />
    </div>
  );
}
