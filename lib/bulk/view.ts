import type { BulkJobRowsTable, BulkJobsTable } from "../db/types";
import { decodeImportTarget, importRowLabel } from "../import/target";
import {
  BULK_OPERATIONS,
  type BulkJobStatus,
  type BulkOperation,
  type BulkRowKind,
  type BulkRowStatus,
} from "../schemas/bulk";
import { decodeEraseTarget, eraseTargetLabel } from "./erase-target";

/** A job as the browser sees it: no lease details, times in seconds, the row counts by status. */
export interface JobView {
  id: string;
  appId: string;
  operation: BulkOperation;
  label: string;
  rowKind: BulkRowKind;
  params: Record<string, unknown>;
  status: BulkJobStatus;
  total: number;
  counts: Record<BulkRowStatus, number>;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
  /** Set while the service's rate limit holds the job (seconds). */
  waitingUntil: number | null;
  lastError: string | null;
}

export function toJobView(job: BulkJobsTable, counts: Record<BulkRowStatus, number>): JobView {
  const op = BULK_OPERATIONS[job.operation as BulkOperation];
  const wait = job.wait_until === null ? null : Number(job.wait_until);
  return {
    id: job.id,
    appId: job.app_id,
    operation: job.operation as BulkOperation,
    label: op?.label ?? job.operation,
    rowKind: op?.rows ?? "users",
    params: JSON.parse(job.params) as Record<string, unknown>,
    status: job.status as BulkJobStatus,
    total: Number(job.total),
    counts,
    createdBy: job.created_by,
    createdAt: Number(job.created_at),
    updatedAt: Number(job.updated_at),
    finishedAt: job.finished_at === null ? null : Number(job.finished_at),
    waitingUntil: wait !== null && wait > Date.now() ? Math.ceil(wait / 1000) : null,
    lastError: job.last_error,
  };
}

/** Rows the job has settled (whatever their outcome). */
export const settled = (j: Pick<JobView, "counts">) => j.counts.done + j.counts.refused + j.counts.skipped;

/** One row of a job as the browser sees it. */
export interface JobRowView {
  seq: number;
  target: string;
  status: string;
  code: string | null;
  message: string | null;
  appliedAt: number | null;
}

/**
 * An import row's target holds its data: the page names it by id, kind and row number instead. An erasure's row
 * (`kind:…`; no other row's target holds a colon) names its item in words.
 */
function shownTarget(target: string) {
  const row = decodeImportTarget(target);
  if (row) return importRowLabel(row);
  const item = target.includes(":") ? decodeEraseTarget(target) : undefined;
  return item ? eraseTargetLabel(item) : target;
}

export const toRowView = (r: BulkJobRowsTable): JobRowView => ({
  seq: Number(r.seq),
  target: shownTarget(r.target),
  status: r.status,
  code: r.code,
  message: r.message,
  appliedAt: r.applied_at === null ? null : Number(r.applied_at),
});
