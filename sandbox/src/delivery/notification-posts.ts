import { CUSTOM_KIND, enabledProvider } from "../core/notification-providers";
import type { Db } from "../db/types";
import { realScheduler, type Scheduler } from "./scheduler";
import { sendEvent } from "./send";
import type { Resolve } from "./target";
import { createQueueWorker, DELIVERY_DEFAULTS, type DeliveryWorker } from "./worker";

// A custom notification provider's POSTs: one try each, as the provider's receiver must answer 200 within
// 2 s; the outcome goes into the log entry (`success`, the processing times).

interface PostRow {
  id: number;
  app_id: string;
  channel: "push" | "email" | "sms";
  post_body: string;
  entry: string;
}

export function createNotificationPostWorker(opts: {
  db: Db;
  now: () => number;
  scheduler?: Scheduler;
  timeoutMs?: number;
  pollMs?: number;
  log?: (message: string) => void;
  /** The port the sandbox listens on: a provider's URL must not lead back to it. */
  ownPort?: number;
  resolve?: Resolve;
}): DeliveryWorker {
  const { db, now } = opts;
  const log = opts.log ?? ((m: string) => console.error(`[sandbox] notifications: ${m}`));
  const finish = (row: PostRow, success: boolean, startedAt: number) => {
    const endedAt = now();
    const entry = {
      ...(JSON.parse(row.entry) as Record<string, unknown>),
      processingStartedAtMS: startedAt,
      processingEndedAtMS: endedAt,
      totalProcessingTimeInMS: endedAt - startedAt,
      success,
    };
    db.prepare(
      `UPDATE notification_logs SET post_state = 'done', success = ?, entry = ?
        WHERE id = ? AND post_state = 'pending'`,
    ).run(success ? 1 : 0, JSON.stringify(entry), row.id);
  };
  return createQueueWorker<PostRow>(
    {
      due: (at, limit) =>
        db
          .prepare(
            `SELECT id, app_id, channel, post_body, entry FROM notification_logs
              WHERE post_state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
          )
          .all(at, limit) as PostRow[],
      nextDueAfter: (at) =>
        (
          db
            .prepare(
              "SELECT MIN(next_attempt_at) AS at FROM notification_logs WHERE post_state = 'pending' AND next_attempt_at > ?",
            )
            .get(at) as { at: number | null }
        ).at ?? undefined,
      async deliver(row) {
        const startedAt = now();
        // The URL and credentials in force when it is sent, together; a provider deleted meanwhile is not called.
        const provider = enabledProvider(db, row.app_id, CUSTOM_KIND[row.channel]);
        if (!provider) return finish(row, false, startedAt);
        const c = provider.config;
        // Checked again, as the host resolves when connecting: a name saved as public may lead somewhere private since.
        const result = await sendEvent({
          url: String(c.webhookURL),
          body: row.post_body,
          basicAuth: c.useBasicAuth
            ? { username: String(c.basicAuthUsername ?? ""), password: String(c.basicAuthPassword ?? "") }
            : undefined,
          timeoutMs: opts.timeoutMs ?? DELIVERY_DEFAULTS.timeoutMs,
          scheduler: opts.scheduler ?? realScheduler,
          now,
          ownPort: opts.ownPort,
          resolve: opts.resolve,
        });
        if (result.refused)
          log(`not sent to the custom ${row.channel} provider at ${String(c.webhookURL)}: ${result.refused}`);
        finish(row, result.ok, startedAt);
      },
    },
    {
      now,
      scheduler: opts.scheduler,
      pollMs: opts.pollMs,
      log,
    },
  );
}
