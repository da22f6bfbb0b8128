import { findApp } from "../core/apps";
import { findWebhook, type WebhookRow } from "../core/webhooks";
import type { Db } from "../db/types";
import { attemptsBeforeRound } from "./redeliver";
import { realScheduler, type Scheduler } from "./scheduler";
import { sendEvent } from "./send";
import { dueRows, nextDueAfter, type OutboxRow, recordAttempt } from "./store";
import type { Resolve } from "./target";

export interface DeliveryWorker {
  kick(): void;
  stop(): Promise<void>;
  idle(): Promise<void>;
}

export interface DeliveryWorkerOptions {
  db: Db;
  now: () => number;
  scheduler?: Scheduler;
  /** The receiver must answer within this time (reference §11: 2 s). */
  timeoutMs?: number;
  concurrency?: number;
  /** How often to look for rows queued by another process (the seeder). */
  pollMs?: number;
  /** Waits before the retries of a webhook with `retryOnFailure` (reference §11: 10 s, then 30 s). */
  retryDelaysMs?: readonly number[];
  log?: (message: string) => void;
  /** The port the sandbox listens on: a webhook's URL must not lead back to it. */
  ownPort?: number;
  resolve?: Resolve;
}

export const DELIVERY_DEFAULTS = {
  timeoutMs: 2_000,
  concurrency: 8,
  pollMs: 1_000,
  retryDelaysMs: [10_000, 30_000],
} as const;

/** A table of rows to send, each due at a time; `deliver` records its own outcome. */
export interface SendQueue<R extends { id: number }> {
  due(nowMs: number, limit: number): R[];
  nextDueAfter(nowMs: number): number | undefined;
  deliver(row: R): Promise<void>;
}

// Rows are marked only after their attempt: one in flight when the process died is sent again on restart.
export function createDeliveryWorker(opts: DeliveryWorkerOptions): DeliveryWorker {
  const { db, now } = opts;
  const scheduler = opts.scheduler ?? realScheduler;
  const timeoutMs = opts.timeoutMs ?? DELIVERY_DEFAULTS.timeoutMs;
  const retryDelays = opts.retryDelaysMs ?? DELIVERY_DEFAULTS.retryDelaysMs;

  async function deliver(row: OutboxRow) {
    const hook = findWebhook(db, row.app_id, row.webhook_id);
    const reason = skipReason(findApp(db, row.app_id)?.state, hook);
    if (reason || !hook) {
      const at = now();
      recordAttempt(
        db,
        row,
        { error: reason, durationMs: 0, attemptedAt: at },
        { state: "failed", nextAttemptAt: at },
      );
      return;
    }
    const attemptedAt = now();
    const result = await sendEvent({
      url: hook.webhook_url,
      body: row.payload,
      basicAuth:
        hook.use_basic_auth === 1
          ? { username: hook.username ?? "", password: hook.password ?? "" }
          : undefined,
      timeoutMs,
      scheduler,
      now,
      ownPort: opts.ownPort,
      resolve: opts.resolve,
    });
    const attempt = row.attempts + 1;
    // A redelivered row retries as on its first round: its attempts count from the redelivery.
    const inRound = attempt - attemptsBeforeRound(db, row.id);
    // A refused URL is refused again on a retry: it fails at once.
    const delay = hook.retry_on_failure === 1 && !result.refused ? retryDelays[inRound - 1] : undefined;
    const finishedAt = now();
    const next = result.ok
      ? { state: "delivered" as const, nextAttemptAt: finishedAt }
      : delay === undefined
        ? { state: "failed" as const, nextAttemptAt: finishedAt }
        : { state: "pending" as const, nextAttemptAt: finishedAt + delay };
    recordAttempt(
      db,
      row,
      { status: result.status, error: result.error, durationMs: result.durationMs, attemptedAt },
      next,
    );
  }

  return createQueueWorker(
    {
      due: (at, limit) => dueRows(db, at, limit),
      nextDueAfter: (at) => nextDueAfter(db, at),
      deliver,
    },
    { ...opts, log: opts.log ?? ((m: string) => console.error(`[sandbox] webhooks: ${m}`)) },
  );
}

/** Sends a queue's due rows, several at once, waking for the next due row and polling for rows of other processes. */
export function createQueueWorker<R extends { id: number }>(
  queue: SendQueue<R>,
  opts: Pick<DeliveryWorkerOptions, "now" | "scheduler" | "concurrency" | "pollMs" | "log">,
): DeliveryWorker {
  const { now } = opts;
  const scheduler = opts.scheduler ?? realScheduler;
  const concurrency = opts.concurrency ?? DELIVERY_DEFAULTS.concurrency;
  const pollMs = opts.pollMs ?? DELIVERY_DEFAULTS.pollMs;
  const log = opts.log ?? ((m: string) => console.error(`[sandbox] ${m}`));

  const inflight = new Map<number, Promise<void>>();
  let stopped = false;
  let pumpQueued = false;
  let wake: { at: number; handle: unknown } | undefined;
  let pollHandle: unknown;

  const kick = () => {
    if (stopped || pumpQueued) return;
    pumpQueued = true;
    queueMicrotask(() => {
      pumpQueued = false;
      pump();
    });
  };

  function pump() {
    if (stopped) return;
    try {
      const free = concurrency - inflight.size;
      if (free > 0) {
        const rows = queue.due(now(), free + inflight.size).filter((r) => !inflight.has(r.id));
        for (const row of rows.slice(0, free)) start(row);
      }
      armWake();
    } catch (err) {
      log(`could not read the queue: ${String(err)}`);
    }
  }

  function start(row: R) {
    const run = queue
      .deliver(row)
      .catch((err) => log(`delivery ${row.id} failed unexpectedly: ${String(err)}`))
      .finally(() => {
        inflight.delete(row.id);
        kick();
      });
    inflight.set(row.id, run);
  }

  /** So retries run on time rather than at the next poll. */
  function armWake() {
    const at = queue.nextDueAfter(now());
    if (wake && wake.at === at) return;
    if (wake) scheduler.clearTimeout(wake.handle);
    wake = undefined;
    if (at === undefined) return;
    const handle = scheduler.setTimeout(() => {
      wake = undefined;
      pump();
    }, at - now());
    wake = { at, handle };
  }

  function poll() {
    pump();
    if (!stopped) pollHandle = scheduler.setTimeout(poll, pollMs);
  }

  async function idle() {
    while (inflight.size > 0 || pumpQueued) {
      await Promise.allSettled([...inflight.values()]);
      await new Promise((r) => setImmediate(r));
    }
  }

  poll();
  return {
    kick,
    idle,
    async stop() {
      stopped = true;
      if (wake) scheduler.clearTimeout(wake.handle);
      if (pollHandle !== undefined) scheduler.clearTimeout(pollHandle);
      await Promise.allSettled([...inflight.values()]);
    },
  };
}

function skipReason(appState: string | undefined, hook: WebhookRow | undefined): string | undefined {
  if (appState !== "active") return "Not sent: the app was deleted.";
  if (!hook) return "Not sent: the webhook was deleted.";
  if (hook.enabled !== 1) return "Not sent: the webhook is disabled.";
  return undefined;
}
