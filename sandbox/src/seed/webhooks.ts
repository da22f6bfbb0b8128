import type { Region } from "../core/apps";
import type { TriggerId } from "../core/events";
import { type MessageRow, messageView } from "../core/messages";
import { insertWebhook, type WebhookFields } from "../core/webhooks";
import type { Db } from "../db/types";
import type { Rng } from "./prng";

/** How far back the delivery log goes. */
const LOG_DAYS = 3;
/** The CRM's endpoint has answered 503 since this long before the anchor: a webhook to fix. */
const FAILING_FOR = 10 * 3600;
/** Retries of a webhook with `retryOnFailure` (reference §11: after 10 s, then 30 s). */
const RETRY_DELAYS = [10, 30];

interface SeedHook {
  id: string;
  fields: WebhookFields;
  triggers: TriggerId[];
}

const HOOKS: SeedHook[] = [
  {
    id: "message-archive",
    fields: {
      name: "Message archive",
      webhookURL: "https://archive.example.com/hooks/chat",
      useBasicAuth: false,
      enabled: true,
      retryOnFailure: false,
    },
    triggers: ["message_sent", "message_edited", "message_deleted"],
  },
  {
    id: "crm-sync",
    fields: {
      name: "CRM sync",
      webhookURL: "https://crm.example.net/webhooks/chat-events",
      useBasicAuth: true,
      username: "chat-events",
      enabled: true,
      retryOnFailure: true,
    },
    triggers: ["call_ended", "meeting_ended"],
  },
];

interface Delivery {
  hook: string;
  trigger: TriggerId;
  at: number;
  data: Record<string, unknown>;
  extra?: Record<string, unknown>;
}

/**
 * Two webhooks with the delivery log of their last days: a message archive that answers (now and then a
 * 500), and a CRM sync whose endpoint has answered 503 for the last hours, each delivery failing after its
 * retries. The log is history: nothing in it is pending, so the sandbox sends none of it again.
 */
export function seedWebhooks(db: Db, app: { id: string; region: Region }, rng: Rng, anchor: number) {
  const created = anchor - 60 * 86_400;
  const trigger = db.prepare(
    "INSERT OR IGNORE INTO webhook_triggers (app_id, webhook_id, trigger_id) VALUES (?, ?, ?)",
  );
  const since = anchor - LOG_DAYS * 86_400;
  const deliveries: Delivery[] = [];
  const messages = db
    .prepare(
      `SELECT * FROM messages WHERE app_id = ? AND category = 'message' AND sent_at >= ? AND sent_at < ?
        ORDER BY id`,
    )
    .all(app.id, since, anchor) as MessageRow[];
  for (const row of messages) {
    deliveries.push({
      hook: "message-archive",
      trigger: "message_sent",
      at: row.sent_at,
      data: { message: messageView(row) },
    });
  }
  const calls = db
    .prepare(
      `SELECT session_id, mode, started_at, ended_at FROM calls
        WHERE app_id = ? AND status = 'ended' AND ended_at >= ? AND ended_at < ? ORDER BY ended_at`,
    )
    .all(app.id, since, anchor) as {
    session_id: string;
    mode: string;
    started_at: number;
    ended_at: number;
  }[];
  const occupants = db.prepare(
    `SELECT p.joined_at, p.left_at, coalesce(u.name, p.uid) AS name FROM call_participants p
       LEFT JOIN users u ON u.app_id = p.app_id AND u.uid = p.uid
      WHERE p.app_id = ? AND p.session_id = ? AND p.is_joined = 1 ORDER BY p.seq`,
  );
  for (const c of calls) {
    const all = occupants.all(app.id, c.session_id) as {
      joined_at: number;
      left_at: number | null;
      name: string;
    }[];
    deliveries.push({
      hook: "crm-sync",
      trigger: c.mode === "call" ? "call_ended" : "meeting_ended",
      at: c.ended_at,
      extra: { type: c.mode === "call" ? "call" : "meet" },
      data: {
        all_occupants: all.map((o) => ({
          joined_at: o.joined_at,
          left_at: o.left_at ?? c.ended_at,
          name: o.name,
        })),
        created_at: c.started_at,
        destroyed_at: c.ended_at,
        sessionId: c.session_id,
      },
    });
  }
  deliveries.sort((a, b) => a.at - b.at);
  const outbox = db.prepare(
    `INSERT INTO outbox (app_id, webhook_id, trigger_id, payload, attempts, next_attempt_at, state, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const attempt = db.prepare(
    `INSERT INTO delivery_attempts (outbox_id, app_id, webhook_id, trigger_id, attempt, status, duration_ms, error,
       attempted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const h of HOOKS) {
      const fields = h.fields.useBasicAuth ? { ...h.fields, password: rng.hex(12) } : h.fields;
      insertWebhook(db, app.id, h.id, fields, created);
      for (const t of h.triggers) trigger.run(app.id, h.id, t);
    }
    for (const d of deliveries) {
      const queued = d.at * 1000 + rng.int(5, 400);
      const payload = {
        trigger: d.trigger,
        ...d.extra,
        data: d.data,
        appId: app.id,
        region: app.region,
        webhook: d.hook,
      };
      const tries = attempts(rng, d, queued, anchor);
      const last = tries[tries.length - 1] as Try;
      const id = Number(
        outbox.run(
          app.id,
          d.hook,
          d.trigger,
          JSON.stringify(payload),
          tries.length,
          last.at,
          last.status === 200 ? "delivered" : "failed",
          queued,
        ).lastInsertRowid,
      );
      tries.forEach((t, i) => {
        attempt.run(id, app.id, d.hook, d.trigger, i + 1, t.status, t.ms, t.error, t.at);
      });
    }
  })();
  return { webhooks: HOOKS.length, deliveries: deliveries.length };
}

interface Try {
  status: number;
  ms: number;
  error: string | null;
  /** Milliseconds. */
  at: number;
}

/** The archive answers, bar the odd 500; the CRM answered until FAILING_FOR before the anchor, 503 since. */
function attempts(rng: Rng, d: Delivery, queued: number, anchor: number): Try[] {
  const failing = d.hook === "crm-sync" ? d.at >= anchor - FAILING_FOR : rng.chance(0.03);
  const status = d.hook === "crm-sync" ? 503 : 500;
  const retries = d.hook === "crm-sync" ? RETRY_DELAYS.length : 0;
  const tries: Try[] = [];
  let at = queued + rng.int(20, 300);
  for (let i = 0; i <= (failing ? retries : 0); i++) {
    const ms = failing ? rng.int(150, 2000) : rng.int(30, 400);
    // A retry waits its delay after the previous attempt's answer.
    if (i > 0) at += (tries[i - 1]?.ms ?? 0) + (RETRY_DELAYS[i - 1] ?? 30) * 1000;
    tries.push({
      status: failing ? status : 200,
      ms,
      error: failing ? `The receiver answered HTTP ${status}.` : null,
      at: Math.min(at, anchor * 1000),
    });
  }
  return tries;
}
