"use client";

import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { listBulkJobsAction } from "@/lib/actions/bulk";
import { type JobView, settled } from "@/lib/bulk/view";
import { formatSeconds } from "@/lib/format";
import { bulkKeys } from "@/lib/query-keys";
import { ROW_NOUNS } from "@/lib/schemas/bulk";
import { JOB_PAGE_SIZES, jobsSearchParams, toJobsParams } from "../_lib/search-params";
import { JobProgress, JobStatus } from "./job-status";

const col = dataTableColumnHelper<JobView>();

const columns: DataTableColumnDef<JobView>[] = [
  col.accessor("label", {
    header: "Job",
    cell: (c) => (
      <span>
        {c.getValue()} <span className="text-muted-foreground">{ROW_NOUNS[c.row.original.rowKind]}</span>
      </span>
    ),
  }),
  col.accessor("status", { header: "Status", cell: (c) => <JobStatus status={c.getValue()} /> }),
  col.display({
    id: "progress",
    header: "Progress",
    cell: (c) => (
      <JobProgress settled={settled(c.row.original)} total={c.row.original.total} label="Rows settled" />
    ),
  }),
  col.display({ id: "done", header: "Done", cell: (c) => c.row.original.counts.done }),
  col.display({ id: "refused", header: "Refused", cell: (c) => c.row.original.counts.refused }),
  col.display({ id: "skipped", header: "Skipped", cell: (c) => c.row.original.counts.skipped }),
  col.accessor("createdBy", { header: "Started by" }),
  col.accessor("createdAt", { header: "Started (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
];

type JobsPage = { data: JobView[]; meta: { pagination: { total: number } } };

const jobHref = (j: JobView) => `/jobs/${j.id}`;

export function JobsTable(initial: {
  initialParams: { page: number; perPage: number };
  initialPage?: JobsPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: jobsSearchParams,
    toParams: toJobsParams,
    filterKeys: [],
    queryKey: bulkKeys.list,
    fetchPage: fromAction(listBulkJobsAction),
    ...initial,
  });
  return (
    <DataTable
      list="bulk-jobs"
      caption="Bulk jobs"
      columns={columns}
      getRowId={(j) => j.id}
      pageSizes={JOB_PAGE_SIZES}
      emptyTitle="No bulk jobs yet: select rows on the users, members or messages lists to start one"
      rowHref={jobHref}
      {...list.table}
    />
  );
}
