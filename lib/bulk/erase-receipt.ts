import { appendAudit } from "../audit";
import type { Db } from "../db";
import {
  decodeEraseTarget,
  ERASE_KIND_LABELS,
  ERASE_KINDS,
  type EraseKind,
  eraseTargetId,
  eraseTargetLabel,
} from "./erase-target";
import type { JobRow } from "./store";

export interface EraseReceipt {
  jobId: string;
  uid: string;
  by: string;
  status: string;
  startedAt: number;
  endedAt: number | null;
  /** What was removed, per kind, with the id of each item. */
  removed: { kind: EraseKind; label: string; count: number; ids: string[] }[];
  /** What was not removed (yet): refused with why, or still to do. */
  notRemoved: { kind: EraseKind; label: string; count: number; items: { item: string; why: string }[] }[];
  /** Whether the user itself is gone: the last step, taken only once nothing else of theirs is left. */
  userDeleted: boolean;
}

/** The receipt of an erasure job, read from its rows: what was removed so far, and what was not. */
export async function eraseReceipt(db: Db, job: JobRow): Promise<EraseReceipt> {
  const rows = await db
    .selectFrom("bulk_job_rows")
    .select(["target", "status", "code", "message"])
    .where("job_id", "=", job.id)
    .orderBy("seq")
    .execute();
  const done = new Map<EraseKind, string[]>();
  const left = new Map<EraseKind, { item: string; why: string }[]>();
  for (const r of rows) {
    const t = decodeEraseTarget(r.target);
    if (!t) continue;
    if (r.status === "done") done.set(t.kind, [...(done.get(t.kind) ?? []), eraseTargetId(t)]);
    else {
      const why =
        r.status === "refused"
          ? `${r.message ?? "Refused."}${r.code ? ` (${r.code})` : ""}`
          : r.status === "skipped"
            ? (r.message ?? "Skipped.")
            : job.status === "cancelled"
              ? "Not removed: the job was cancelled."
              : "Not removed yet.";
      left.set(t.kind, [...(left.get(t.kind) ?? []), { item: eraseTargetLabel(t), why }]);
    }
  }
  const params = JSON.parse(job.params) as { uid?: string };
  return {
    jobId: job.id,
    uid: params.uid ?? "",
    by: job.created_by,
    status: job.status,
    startedAt: Number(job.created_at),
    endedAt: job.finished_at === null ? null : Number(job.finished_at),
    removed: ERASE_KINDS.filter((k) => done.has(k)).map((k) => {
      const ids = done.get(k) ?? [];
      return { kind: k, label: ERASE_KIND_LABELS[k], count: ids.length, ids };
    }),
    notRemoved: ERASE_KINDS.filter((k) => left.has(k)).map((k) => {
      const items = left.get(k) ?? [];
      return { kind: k, label: ERASE_KIND_LABELS[k], count: items.length, items };
    }),
    userDeleted: done.has("user"),
  };
}

/**
 * Writes an ended erasure's receipt to the audit log, under the admin who started it: it stays when the user,
 * and even the job, are gone. The audit keeps the counts per kind and up to its limit of ids per kind (the job's
 * rows keep every one).
 */
export async function recordEraseReceipt(db: Db, job: JobRow): Promise<void> {
  const r = await eraseReceipt(db, job);
  const params = JSON.parse(job.params) as { byRole?: string };
  await appendAudit({
    actorEmail: r.by,
    actorRole: params.byRole ?? "admin",
    appId: job.app_id,
    action: "bulk.erase-receipt",
    target: r.uid,
    input: {
      id: r.jobId,
      uid: r.uid,
      status: r.status,
      startedAt: r.startedAt,
      endedAt: r.endedAt,
      userDeleted: r.userDeleted,
      counts: Object.fromEntries(r.removed.map((k) => [k.kind, k.count])),
      removed: Object.fromEntries(r.removed.map((k) => [k.kind, k.ids])),
      notRemoved: Object.fromEntries(r.notRemoved.map((k) => [k.kind, k.count])),
    },
    outcome: r.userDeleted && r.notRemoved.length === 0 ? "ok" : "error",
    ...(r.userDeleted && r.notRemoved.length === 0 ? {} : { errorCode: "NOT_ALL_REMOVED" }),
  });
}
