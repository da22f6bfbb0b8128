import type { Db } from "../db/types";
import { notFound } from "../http/errors";
import { compact } from "./json";

export interface WebhookRow {
  app_id: string;
  id: string;
  name: string;
  webhook_url: string;
  use_basic_auth: number;
  username: string | null;
  password: string | null;
  enabled: number;
  retry_on_failure: number;
  created_at: number;
  updated_at: number;
}

export function findWebhook(db: Db, appId: string, webhookId: string): WebhookRow | undefined {
  return db.prepare("SELECT * FROM webhooks WHERE app_id = ? AND id = ?").get(appId, webhookId) as
    | WebhookRow
    | undefined;
}

export function requireWebhook(db: Db, appId: string, webhookId: string): WebhookRow {
  const row = findWebhook(db, appId, webhookId);
  if (!row) throw notFound("ERR_WEBHOOK_NOT_FOUND", `The webhook ${webhookId} does not exist.`);
  return row;
}

export function webhookView(row: WebhookRow) {
  return compact({
    id: row.id,
    name: row.name,
    webhookURL: row.webhook_url,
    useBasicAuth: row.use_basic_auth === 1,
    username: row.username ?? undefined,
    enabled: row.enabled === 1,
    retryOnFailure: row.retry_on_failure === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

export interface WebhookFields {
  name: string;
  webhookURL: string;
  useBasicAuth: boolean;
  username?: string;
  password?: string;
  enabled: boolean;
  retryOnFailure: boolean;
}

// The stored columns of a webhook's fields, in the order both statements below name them.
const storedFields = (f: WebhookFields) => [
  f.name,
  f.webhookURL,
  Number(f.useBasicAuth),
  f.username || null,
  f.password || null,
  Number(f.enabled),
  Number(f.retryOnFailure),
];

export function insertWebhook(db: Db, appId: string, id: string, f: WebhookFields, nowSec: number) {
  db.prepare(
    `INSERT INTO webhooks (app_id, id, name, webhook_url, use_basic_auth, username, password, enabled,
       retry_on_failure, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(appId, id, ...storedFields(f), nowSec, nowSec);
}

export function updateWebhookRow(db: Db, row: WebhookRow, f: WebhookFields, nowSec: number) {
  db.prepare(
    `UPDATE webhooks SET name = ?, webhook_url = ?, use_basic_auth = ?, username = ?, password = ?, enabled = ?,
       retry_on_failure = ?, updated_at = ? WHERE app_id = ? AND id = ?`,
  ).run(...storedFields(f), nowSec, row.app_id, row.id);
}

export const webhookFields = (row: WebhookRow): WebhookFields => ({
  name: row.name,
  webhookURL: row.webhook_url,
  useBasicAuth: row.use_basic_auth === 1,
  username: row.username ?? undefined,
  password: row.password ?? undefined,
  enabled: row.enabled === 1,
  retryOnFailure: row.retry_on_failure === 1,
});

export function countWebhooks(db: Db, appId: string): number {
  return (db.prepare("SELECT COUNT(*) AS n FROM webhooks WHERE app_id = ?").get(appId) as { n: number }).n;
}

export function webhookTriggerIds(db: Db, appId: string, webhookId: string): Set<string> {
  const rows = db
    .prepare("SELECT trigger_id FROM webhook_triggers WHERE app_id = ? AND webhook_id = ?")
    .all(appId, webhookId) as { trigger_id: string }[];
  return new Set(rows.map((r) => r.trigger_id));
}
