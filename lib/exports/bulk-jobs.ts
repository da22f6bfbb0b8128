import { getAppJob, listJobs, listRows } from "../bulk/store";
import { type JobRowView, type JobView, settled, toJobView, toRowView } from "../bulk/view";
import { isoSeconds } from "../csv";
import { getDb } from "../db";
import { bulkRowsQuery } from "../inputs/bulk-rows-query";
import { RouteError } from "../route";
import { bulkJobsQuery, ROW_NOUNS } from "../schemas/bulk";
import { byPageNumber } from "./paging";
import { defineExport, fieldColumns } from "./types";

const BATCH = 1000;

export const bulkJobsExport = defineExport({
  file: "bulk-jobs",
  schema: bulkJobsQuery.omit({ page: true, perPage: true }),
  minRole: "viewer",
  columns: {
    label: { label: "Job", value: (j: JobView) => `${j.label} ${ROW_NOUNS[j.rowKind]}` },
    status: { label: "Status", value: (j: JobView) => j.status },
    progress: { label: "Settled", value: (j: JobView) => `${settled(j)}/${j.total}` },
    done: { label: "Done", value: (j: JobView) => j.counts.done },
    refused: { label: "Refused", value: (j: JobView) => j.counts.refused },
    skipped: { label: "Skipped", value: (j: JobView) => j.counts.skipped },
    createdBy: { label: "Started by", value: (j: JobView) => j.createdBy },
    createdAt: { label: "Started (UTC)", value: (j: JobView) => isoSeconds(j.createdAt) },
  },
  pages: (source) =>
    byPageNumber(async (page) => {
      const { rows, total } = await listJobs(await getDb(), source?.appId, page, BATCH);
      return { rows: rows.map((r) => toJobView(r.job, r.counts)), total, perPage: BATCH };
    }),
});

/** A job's rows with their outcomes: the record of what the job did to each. */
export const bulkJobRowsExport = defineExport({
  file: "bulk-job-rows",
  schema: bulkRowsQuery.omit({ page: true, perPage: true }),
  minRole: "viewer",
  columns: {
    seq: { label: "#", value: (r: JobRowView) => r.seq + 1 },
    ...fieldColumns<JobRowView>()({ target: "Row", status: "Outcome" }),
    message: {
      label: "Why",
      value: (r: JobRowView) => (r.code ? `${r.message ?? ""} (${r.code})` : r.message),
    },
    appliedAt: { label: "At (UTC)", value: (r: JobRowView) => (r.appliedAt ? isoSeconds(r.appliedAt) : "") },
  },
  async *pages(source, p) {
    const db = await getDb();
    // Another app's job answers as a missing one.
    if (!(await getAppJob(db, source?.appId, p.id)))
      throw new RouteError(404, "NOT_FOUND", "There is no such job.");
    yield* byPageNumber(async (page) => {
      const { rows, total } = await listRows(db, p.id, { ...p, page, perPage: BATCH });
      return { rows: rows.map(toRowView), total, perPage: BATCH };
    });
  },
});
