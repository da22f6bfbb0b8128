import type { Db } from "../db/types";
import type { OutboxRow } from "./store";

/** Attempts a row had before its latest redelivery: its retries count from there, as on its first round. */
export function attemptsBeforeRound(db: Db, outboxId: number): number {
  const row = db
    .prepare(
      "SELECT attempts_before AS n FROM outbox_redeliveries WHERE outbox_id = ? ORDER BY id DESC LIMIT 1",
    )
    .get(outboxId) as { n: number } | undefined;
  return row?.n ?? 0;
}

/** When each row was last redelivered (milliseconds), for the rows that were. */
export function redeliveredAt(db: Db, ids: readonly number[]): Map<number, number> {
  const map = new Map<number, number>();
  if (ids.length === 0) return map;
  const rows = db
    .prepare(
      `SELECT outbox_id, MAX(redelivered_at) AS at FROM outbox_redeliveries
         WHERE outbox_id IN (${ids.map(() => "?").join(",")}) GROUP BY outbox_id`,
    )
    .all(...ids) as { outbox_id: number; at: number }[];
  for (const r of rows) map.set(r.outbox_id, r.at);
  return map;
}

export function findOutboxRow(db: Db, appId: string, webhookId: string, id: number): OutboxRow | undefined {
  return db
    .prepare("SELECT * FROM outbox WHERE id = ? AND app_id = ? AND webhook_id = ?")
    .get(id, appId, webhookId) as OutboxRow | undefined;
}

/**
 * Puts a webhook's failed rows (or one of them) back in the queue, due now, each starting a new round of attempts;
 * the delivery worker sends them as any other row. Answers how many.
 */
export function redeliverFailed(
  db: Db,
  target: { appId: string; webhookId: string; outboxId?: number },
  nowMs: number,
): number {
  const where = `app_id = ? AND webhook_id = ? AND state = 'failed'${target.outboxId === undefined ? "" : " AND id = ?"}`;
  const args: unknown[] = [target.appId, target.webhookId];
  if (target.outboxId !== undefined) args.push(target.outboxId);
  return db.transaction(() => {
    db.prepare(
      `INSERT INTO outbox_redeliveries (outbox_id, attempts_before, redelivered_at)
         SELECT id, attempts, ? FROM outbox WHERE ${where} ORDER BY id`,
    ).run(nowMs, ...args);
    return db
      .prepare(`UPDATE outbox SET state = 'pending', next_attempt_at = ? WHERE ${where}`)
      .run(nowMs, ...args).changes;
  })();
}
