import type { Db } from "../db/types";
import { pageMeta } from "../http/query";
import { redeliveredAt } from "./redeliver";
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
  /** Queued at or after this time (unix seconds). */
  from?: number;
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
  if (f.from !== undefined) {
    where.push("created_at >= ?");
    args.push(f.from * 1000);
  }
  const clause = where.join(" AND ");
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE ${clause}`).get(...args) as { n: number })
    .n;
  const rows = db
    .prepare(`SELECT * FROM outbox WHERE ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...args, f.perPage, (f.page - 1) * f.perPage) as OutboxRow[];
  const data = views(db, rows);
  return { data, meta: pageMeta(total, data.length, f.page, f.perPage) };
}

/** One outbox row as the deliveries list shows it. */
export function deliveryView(db: Db, id: number) {
  const rows = db.prepare("SELECT * FROM outbox WHERE id = ?").all(id) as OutboxRow[];
  const [view] = views(db, rows);
  if (!view) throw new Error(`no outbox row ${id}`);
  return view;
}

function views(db: Db, rows: OutboxRow[]) {
  const ids = rows.map((r) => r.id);
  const attempts = attemptsOf(db, ids);
  const redelivered = redeliveredAt(db, ids);
  return rows.map((row) => {
    const log = attempts.get(row.id) ?? [];
    const last = log.at(-1);
    const again = redelivered.get(row.id);
    return {
      id: String(row.id),
      trigger: row.trigger_id,
      state: row.state,
      attempts: row.attempts,
      createdAt: sec(row.created_at),
      ...(row.state === "pending" ? { nextAttemptAt: sec(row.next_attempt_at) } : {}),
      ...(last?.status != null ? { lastStatus: last.status } : {}),
      ...(again === undefined ? {} : { redeliveredAt: sec(again) }),
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
