import type { Db } from "../db";
import { claimOldest, renewHeld } from "../db/row-lease";
import type { BulkJobsTable } from "../db/types";
import type { BulkJobStatus, BulkRowStatus } from "../schemas/bulk";
import type { RowOutcome } from "./operations";

export type JobRow = BulkJobsTable;

/** Rows are inserted in chunks: SQLite takes at most 32,766 bound values in one statement. */
const INSERT_CHUNK = 500;

export interface NewJob {
  id: string;
  appId: string;
  operation: string;
  params: unknown;
  selection: unknown;
  createdBy: string;
  targets: readonly string[];
  /** Rows the selection named that the job must not change, written settled as `skipped` with why. */
  skipped?: readonly { target: string; code: string; message: string }[];
  now: number;
}

/** Writes a job and its rows in one transaction: a job is never seen with part of its rows. */
export async function insertJob(db: Db, j: NewJob): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("bulk_jobs")
      .values({
        id: j.id,
        app_id: j.appId,
        operation: j.operation,
        params: JSON.stringify(j.params),
        selection: JSON.stringify(j.selection),
        status: "queued",
        total: j.targets.length + (j.skipped?.length ?? 0),
        created_by: j.createdBy,
        created_at: j.now,
        updated_at: j.now,
        finished_at: null,
        wait_until: null,
        last_error: null,
        lease_owner: null,
        lease_until: null,
      })
      .execute();
    for (let i = 0; i < j.targets.length; i += INSERT_CHUNK) {
      const chunk = j.targets.slice(i, i + INSERT_CHUNK);
      await tx
        .insertInto("bulk_job_rows")
        .values(
          chunk.map((target, k) => ({
            job_id: j.id,
            seq: i + k,
            target,
            status: "pending",
            code: null,
            message: null,
            attempts: 0,
            applied_at: null,
          })),
        )
        .execute();
    }
    const skipped = j.skipped ?? [];
    for (let i = 0; i < skipped.length; i += INSERT_CHUNK) {
      const chunk = skipped.slice(i, i + INSERT_CHUNK);
      await tx
        .insertInto("bulk_job_rows")
        .values(
          chunk.map((row, k) => ({
            job_id: j.id,
            seq: j.targets.length + i + k,
            target: row.target,
            status: "skipped",
            code: row.code,
            message: row.message,
            attempts: 0,
            applied_at: null,
          })),
        )
        .execute();
    }
  });
}

export const getJob = (db: Db, id: string) =>
  db.selectFrom("bulk_jobs").selectAll().where("id", "=", id).executeTakeFirst();

/** A job of the selected app; another app's job (or none selected) reads as no job at all. */
export const getAppJob = async (db: Db, appId: string | undefined, id: string) =>
  appId === undefined
    ? undefined
    : db
        .selectFrom("bulk_jobs")
        .selectAll()
        .where("id", "=", id)
        .where("app_id", "=", appId)
        .executeTakeFirst();

/** Row counts of a job by status. */
export async function jobCounts(db: Db, id: string): Promise<Record<BulkRowStatus, number>> {
  const rows = await db
    .selectFrom("bulk_job_rows")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
    .where("job_id", "=", id)
    .groupBy("status")
    .execute();
  const counts = { pending: 0, applying: 0, done: 0, refused: 0, skipped: 0 };
  for (const r of rows) counts[r.status as BulkRowStatus] = Number(r.n);
  return counts;
}

/** The selected app's jobs newest first, with their row counts; none while no app is selected. */
export async function listJobs(db: Db, appId: string | undefined, page: number, perPage: number) {
  if (appId === undefined) return { rows: [], total: 0 };
  const q = db.selectFrom("bulk_jobs").where("app_id", "=", appId);
  const [jobs, total] = await Promise.all([
    q
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const counted = await Promise.all(jobs.map(async (j) => ({ job: j, counts: await jobCounts(db, j.id) })));
  return { rows: counted, total: Number(total.n) };
}

export async function listRows(
  db: Db,
  id: string,
  q: { status?: BulkRowStatus; page: number; perPage: number },
) {
  let base = db.selectFrom("bulk_job_rows").where("job_id", "=", id);
  if (q.status) base = base.where("status", "=", q.status);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy("seq")
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The first `limit` rows of a job in a status, in order. */
export const rowsIn = (db: Db, id: string, status: BulkRowStatus, limit: number) =>
  db
    .selectFrom("bulk_job_rows")
    .select(["seq", "target"])
    .where("job_id", "=", id)
    .where("status", "=", status)
    .orderBy("seq")
    .limit(limit)
    .execute();

/** Statuses a job is taken up in by an instance: to apply rows, or to settle rows a crash left applying. */
const RUNNABLE: BulkJobStatus[] = ["queued", "running"];

/**
 * Takes the lease of one job that needs running and nobody holds (or whose holder stopped renewing):
 * a conditional update, atomic on SQLite and PostgreSQL, so two instances never both take one.
 */
export async function claimJob(
  db: Db,
  owner: string,
  now: number,
  leaseMs: number,
): Promise<string | undefined> {
  return claimOldest(
    db,
    "bulk_jobs",
    (eb) =>
      eb.or([
        eb("status", "in", RUNNABLE),
        eb.and([eb("status", "=", "cancelled"), eb("finished_at", "is", null)]),
      ]),
    owner,
    now,
    leaseMs,
  );
}

/** Extends a held lease, applying `patch`; false when another instance holds the job now. */
export const renewJob = (
  db: Db,
  id: string,
  owner: string,
  until: number,
  patch: Partial<Pick<JobRow, "status" | "wait_until" | "last_error" | "updated_at">> = {},
) => renewHeld(db, "bulk_jobs", id, owner, until, patch);

export async function releaseJob(
  db: Db,
  id: string,
  owner: string,
  patch: Partial<Pick<JobRow, "status" | "finished_at" | "updated_at" | "wait_until" | "last_error">> = {},
) {
  await db
    .updateTable("bulk_jobs")
    .set({ ...patch, lease_owner: null, lease_until: null })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}

/**
 * Marks rows `applying` before their call, in one transaction with a check that `owner` still holds the
 * job: a row is only ever sent by the job's one holder, and a restart finds exactly the rows in flight.
 */
export async function markApplying(
  db: Db,
  id: string,
  owner: string,
  until: number,
  seqs: readonly number[],
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const held = await tx
      .updateTable("bulk_jobs")
      .set({ lease_until: until, status: "running" })
      .where("id", "=", id)
      .where("lease_owner", "=", owner)
      .where("status", "in", RUNNABLE)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) === 0) return false;
    await tx
      .updateTable("bulk_job_rows")
      .set((eb) => ({ status: "applying", attempts: eb("attempts", "+", 1) }))
      .where("job_id", "=", id)
      .where("seq", "in", seqs)
      .where("status", "=", "pending")
      .execute();
    return true;
  });
}

/** Records what became of rows that were `applying`. */
export async function recordOutcomes(
  db: Db,
  id: string,
  outcomes: readonly { seq: number; outcome: RowOutcome }[],
  now: number,
) {
  await db.transaction().execute(async (tx) => {
    for (const { seq, outcome } of outcomes) {
      await tx
        .updateTable("bulk_job_rows")
        .set({
          status: outcome.status,
          code: outcome.code ?? null,
          message: outcome.message ?? null,
          applied_at: now,
        })
        .where("job_id", "=", id)
        .where("seq", "=", seq)
        .where("status", "=", "applying")
        .execute();
    }
    await tx
      .updateTable("bulk_jobs")
      .set({ updated_at: now, last_error: null })
      .where("id", "=", id)
      .execute();
  });
}

/** Puts rows back to `pending`: their call was refused before it changed anything (a 429). */
export async function backToPending(db: Db, id: string, seqs: readonly number[]) {
  await db
    .updateTable("bulk_job_rows")
    .set({ status: "pending" })
    .where("job_id", "=", id)
    .where("seq", "in", seqs)
    .where("status", "=", "applying")
    .execute();
}

/** Changes a job's status from one of `from`; answers whether it did. */
export async function setJobStatus(
  db: Db,
  id: string,
  from: readonly BulkJobStatus[],
  to: BulkJobStatus,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable("bulk_jobs")
    .set({ status: to, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
