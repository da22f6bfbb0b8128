import type { Db } from "../db/open";
import { pageMeta } from "../http/query";
import type { OutboxRow } from "./store";

interface AttemptRow {
  outbox_id: number;
  attempt: number;
  status: number | null;
  duration_ms: number;
  error: string | null;
  attempted_at: number;
}

export interface DeliveryFilter {
  page: number;
  perPage: number;
  trigger?: string;
  state?: string;
}

const sec = (ms: number) => Math.floor(ms / 1000);

export function listDeliveries(db: Db, appId: string, webhookId: string, f: DeliveryFilter) {
  const where = ["app_id = ?", "webhook_id = ?"];
  const args: unknown[] = [appId, webhookId];
  if (f.trigger) {
    where.push("trigger_id = ?");
    args.push(f.trigger);
  }
  if (f.state) {
    where.push("state = ?");
    args.push(f.state);
  }
  const clause = where.join(" AND ");
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE ${clause}`).get(...args) as { n: number })
    .n;
  const rows = db
    .prepare(`SELECT * FROM outbox WHERE ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...args, f.perPage, (f.page - 1) * f.perPage) as OutboxRow[];
  const attempts = attemptsOf(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.map((row) => {
    const log = attempts.get(row.id) ?? [];
    const last = log.at(-1);
    return {
      id: String(row.id),
      trigger: row.trigger_id,
      state: row.state,
      attempts: row.attempts,
      createdAt: sec(row.created_at),
      ...(row.state === "pending" ? { nextAttemptAt: sec(row.next_attempt_at) } : {}),
      ...(last?.status != null ? { lastStatus: last.status } : {}),
      payload: JSON.parse(row.payload) as Record<string, unknown>,
      attemptsLog: log.map((a) => ({
        attempt: a.attempt,
        ...(a.status != null ? { status: a.status } : {}),
        durationMs: a.duration_ms,
        ...(a.error != null ? { error: a.error } : {}),
        attemptedAt: sec(a.attempted_at),
      })),
    };
  });
  return { data, meta: pageMeta(total, data.length, f.page, f.perPage) };
}

function attemptsOf(db: Db, ids: number[]): Map<number, AttemptRow[]> {
  const map = new Map<number, AttemptRow[]>();
  if (ids.length === 0) return map;
  const rows = db
    .prepare(
      `SELECT * FROM delivery_attempts WHERE outbox_id IN (${ids.map(() => "?").join(",")}) ORDER BY outbox_id, id`,
    )
    .all(...ids) as AttemptRow[];
  for (const r of rows) {
    const list = map.get(r.outbox_id) ?? [];
    list.push(r);
    map.set(r.outbox_id, list);
  }
  return map;
}
