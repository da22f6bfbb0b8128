import type { Db } from "../db";
import { BULK_OPERATIONS, type BulkOperation } from "../schemas/bulk";
import { isServiceError } from "../server/api/errors";
import { type Connection, observeRateLimit, type RateLimitSeen } from "../server/api/request";
import type { RowOutcome } from "./operations";
import {
  backToPending,
  claimJob,
  getJob,
  type JobRow,
  jobCounts,
  markApplying,
  recordOutcomes,
  releaseJob,
  renewJob,
  rowsIn,
} from "./store";

/** A job's holder renews its lease at least this often; another instance takes a job over after it lapses. */
export const JOB_LEASE_MS = 15_000;
/** Waits are cut into steps this long, so a pause or cancel during a wait takes effect quickly. */
const WAIT_STEP_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

export interface JobRunnerDeps {
  db: Db;
  /** This instance's id (the lease holder's name). */
  owner: string;
  connectionFor(appId: string): Promise<Connection | undefined>;
  runnerFor(
    operation: BulkOperation,
    params: unknown,
  ): {
    apply(conn: Connection, targets: string[]): Promise<Map<string, RowOutcome>>;
    applied(conn: Connection, target: string): Promise<boolean>;
  };
  /** Called once when a job ends (done, or cancelled with every row settled). */
  onEnd?(job: JobRow, counts: Awaited<ReturnType<typeof jobCounts>>): Promise<void>;
  leaseMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A failure after which the service may or may not have applied the call: the rows are checked, not resent. */
const uncertain = (e: unknown) => !isServiceError(e) || e.status === 0 || e.status >= 500;

/**
 * Runs one job whose lease `d.owner` holds until it ends, is paused, or the lease is lost. Each step
 * re-reads the job (pause and cancel take effect between calls), settles rows a crash left `applying`
 * by asking the service whether their change is there, then sends the next rows, up to the operation's
 * rows per call. A 429 puts the rows back and waits as long as the service says; an answer that says the
 * rate limit is spent waits for its reset before the next call.
 */
export async function runJob(d: JobRunnerDeps, id: string): Promise<void> {
  const now = d.now ?? Date.now;
  const sleep = d.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const leaseMs = d.leaseMs ?? JOB_LEASE_MS;
  const until = () => now() + leaseMs;
  let backoff = 1_000;

  /** Waits until `when`, renewing the lease; false when the job was paused, cancelled or taken meanwhile. */
  async function waitUntil(when: number, status: string): Promise<boolean> {
    while (now() < when) {
      await sleep(Math.min(WAIT_STEP_MS, when - now()));
      if (!(await renewJob(d.db, id, d.owner, until()))) return false;
      const job = await getJob(d.db, id);
      if (!job || job.status !== status) return false;
    }
    return true;
  }

  async function end(job: JobRow, status: "done" | "cancelled") {
    const t = now();
    await releaseJob(d.db, id, d.owner, {
      status,
      finished_at: seconds(t),
      updated_at: seconds(t),
      wait_until: null,
    });
    await d.onEnd?.({ ...job, status, finished_at: seconds(t) }, await jobCounts(d.db, id));
  }

  for (;;) {
    const job = await getJob(d.db, id);
    if (!job || job.lease_owner !== d.owner) return;
    const op = job.operation as BulkOperation;
    const perCall = BULK_OPERATIONS[op]?.perCall ?? 1;
    const conn = await d.connectionFor(job.app_id);
    if (!conn) {
      await releaseJob(d.db, id, d.owner, {
        status: "paused",
        last_error: "The job's app is no longer connected: connect it again, then resume the job.",
      });
      return;
    }
    const runner = d.runnerFor(op, JSON.parse(job.params));
    try {
      const stuck = await rowsIn(d.db, id, "applying", perCall);
      if (stuck.length > 0) {
        const confirmed: { seq: number; outcome: RowOutcome }[] = [];
        const resend: number[] = [];
        for (const row of stuck) {
          if (!(await renewJob(d.db, id, d.owner, until()))) return;
          if (await runner.applied(conn, row.target)) {
            confirmed.push({
              seq: row.seq,
              outcome: { status: "done", message: "Confirmed with the service after an interruption." },
            });
          } else resend.push(row.seq);
        }
        await recordOutcomes(d.db, id, confirmed, seconds(now()));
        await backToPending(d.db, id, resend);
        continue;
      }
      if (job.status === "paused") return void (await releaseJob(d.db, id, d.owner));
      if (job.status === "cancelled") return void (await end(job, "cancelled"));

      const batch = await rowsIn(d.db, id, "pending", perCall);
      if (batch.length === 0) return void (await end(job, "done"));
      if (job.wait_until && job.wait_until > now()) {
        if (!(await waitUntil(job.wait_until, job.status))) continue;
      }
      const seqs = batch.map((r) => r.seq);
      if (!(await markApplying(d.db, id, d.owner, until(), seqs))) continue;
      const seen: RateLimitSeen = {};
      try {
        const outcomes = await observeRateLimit(seen, () =>
          runner.apply(
            conn,
            batch.map((r) => r.target),
          ),
        );
        const missing: RowOutcome = {
          status: "refused",
          message: "The service did not answer for this row.",
        };
        const later = batch.filter((r) => outcomes.get(r.target)?.status === "pending");
        await recordOutcomes(
          d.db,
          id,
          batch
            .filter((r) => !later.includes(r))
            .map((r) => ({ seq: r.seq, outcome: outcomes.get(r.target) ?? missing })),
          seconds(now()),
        );
        if (later.length > 0) {
          await backToPending(
            d.db,
            id,
            later.map((r) => r.seq),
          );
        }
        backoff = 1_000;
      } catch (e) {
        if (isServiceError(e) && e.status === 429) {
          await backToPending(d.db, id, seqs);
          const wait = e.retryAfterMs ?? (seen.resetAt ? seen.resetAt - now() : backoff);
          await renewJob(d.db, id, d.owner, until(), {
            wait_until: now() + Math.max(wait, 0),
            last_error: e.message,
          });
          continue;
        }
        if (uncertain(e)) throw e;
        // The service refused the call as a whole (the group is gone, say): every row of it is refused.
        const outcome: RowOutcome = {
          status: "refused",
          code: isServiceError(e) ? e.code : undefined,
          message: e instanceof Error ? e.message : String(e),
        };
        await recordOutcomes(
          d.db,
          id,
          seqs.map((seq) => ({ seq, outcome })),
          seconds(now()),
        );
      }
      if (seen.remaining === 0 && seen.resetAt && seen.resetAt > now()) {
        await renewJob(d.db, id, d.owner, until(), { wait_until: seen.resetAt });
      }
    } catch (e) {
      // The service could not be reached, answered 5xx, or timed out: rows in flight stay `applying` and are
      // checked on the next step, after a growing pause.
      const message = e instanceof Error ? e.message : String(e);
      if (!(await renewJob(d.db, id, d.owner, until(), { last_error: message }))) return;
      if (!(await waitUntil(now() + backoff, job.status === "queued" ? "running" : job.status))) continue;
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  }
}

/**
 * Runs the store's jobs on this instance: every `intervalMs` (and at once on `wake`) takes up to
 * `concurrency` jobs nobody holds and runs each to its end. Several instances on one store share the
 * work by leases; a job whose holder died is taken over once its lease lapses.
 */
export function startJobRunner(d: JobRunnerDeps & { intervalMs?: number; concurrency?: number }) {
  const running = new Set<string>();
  const limit = d.concurrency ?? 2;
  let ticking = false;
  let stopped = false;

  async function tick() {
    if (ticking || stopped) return;
    ticking = true;
    try {
      while (running.size < limit) {
        const id = await claimJob(d.db, d.owner, (d.now ?? Date.now)(), d.leaseMs ?? JOB_LEASE_MS);
        if (!id) break;
        running.add(id);
        runJob(d, id)
          .catch((e) => console.error(`[bulk] job ${id} stopped:`, e))
          .finally(() => {
            running.delete(id);
            void tick();
          });
      }
    } catch (e) {
      console.error("[bulk] could not look for jobs:", e);
    } finally {
      ticking = false;
    }
  }

  const timer = setInterval(() => void tick(), d.intervalMs ?? 2_000);
  timer.unref?.();
  void tick();
  return {
    wake: () => void tick(),
    running: () => [...running],
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
