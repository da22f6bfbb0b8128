import type { Db } from "../db/types";

/** Times in milliseconds. */
export interface OutboxRow {
  id: number;
  app_id: string;
  webhook_id: string;
  trigger_id: string;
  payload: string;
  attempts: number;
  next_attempt_at: number;
  state: "pending" | "delivered" | "failed";
  created_at: number;
}

export interface AttemptResult {
  status?: number;
  error?: string;
  durationMs: number;
  attemptedAt: number;
}

export function dueRows(db: Db, nowMs: number, limit: number): OutboxRow[] {
  return db
    .prepare(
      "SELECT * FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
    )
    .all(nowMs, limit) as OutboxRow[];
}

export function nextDueAfter(db: Db, nowMs: number): number | undefined {
  const row = db
    .prepare("SELECT MIN(next_attempt_at) AS at FROM outbox WHERE state = 'pending' AND next_attempt_at > ?")
    .get(nowMs) as { at: number | null };
  return row.at ?? undefined;
}

/** One transaction: a crash before it leaves the row pending, so delivery is at-least-once. */
export function recordAttempt(
  db: Db,
  row: OutboxRow,
  result: AttemptResult,
  next: { state: OutboxRow["state"]; nextAttemptAt: number },
) {
  db.transaction(() => {
    // Count from the stored row: another writer (a webhook's deletion) may have logged an attempt meanwhile.
    const current = db.prepare("SELECT attempts FROM outbox WHERE id = ?").get(row.id) as
      | { attempts: number }
      | undefined;
    const attempt = (current?.attempts ?? row.attempts) + 1;
    db.prepare(
      `INSERT INTO delivery_attempts (outbox_id, app_id, webhook_id, trigger_id, attempt, status, duration_ms, error,
         attempted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      row.id,
      row.app_id,
      row.webhook_id,
      row.trigger_id,
      attempt,
      result.status ?? null,
      Math.max(0, Math.round(result.durationMs)),
      result.error ?? null,
      result.attemptedAt,
    );
    db.prepare(
      "UPDATE outbox SET attempts = ?, state = ?, next_attempt_at = ? WHERE id = ? AND state = 'pending'",
    ).run(attempt, next.state, next.nextAttemptAt, row.id);
  })();
}

export function dropPending(db: Db, appId: string, webhookId: string, reason: string, nowMs: number): number {
  const rows = db
    .prepare("SELECT * FROM outbox WHERE app_id = ? AND webhook_id = ? AND state = 'pending'")
    .all(appId, webhookId) as OutboxRow[];
  for (const row of rows) {
    recordAttempt(
      db,
      row,
      { error: reason, durationMs: 0, attemptedAt: nowMs },
      {
        state: "failed",
        nextAttemptAt: row.next_attempt_at,
      },
    );
  }
  return rows.length;
}
