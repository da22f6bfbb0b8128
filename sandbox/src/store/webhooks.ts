import type { WebhookRow } from "../core/webhooks";
import type { Db } from "../db/types";
import { likePattern } from "./like-pattern";

/** One page of the app's webhooks, oldest first, matching `search` in the id or name; and how many match. */
export function webhookPage(
  db: Db,
  appId: string,
  search: string | undefined,
  page: number,
  perPage: number,
) {
  const where = search ? "app_id = ? AND (id LIKE ? ESCAPE '\\' OR name LIKE ? ESCAPE '\\')" : "app_id = ?";
  const args = search ? [appId, likePattern(search), likePattern(search)] : [appId];
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM webhooks WHERE ${where}`).get(...args) as { n: number }
  ).n;
  const rows = db
    .prepare(`SELECT * FROM webhooks WHERE ${where} ORDER BY created_at, id LIMIT ? OFFSET ?`)
    .all(...args, perPage, (page - 1) * perPage) as WebhookRow[];
  return { total, rows };
}

export const deleteWebhook = (db: Db, appId: string, id: string) =>
  db.prepare("DELETE FROM webhooks WHERE app_id = ? AND id = ?").run(appId, id);

/** Subscribes the webhook to a trigger; answers whether it was not subscribed yet. */
export const addWebhookTrigger = (db: Db, appId: string, webhookId: string, triggerId: string) =>
  db
    .prepare("INSERT OR IGNORE INTO webhook_triggers (app_id, webhook_id, trigger_id) VALUES (?, ?, ?)")
    .run(appId, webhookId, triggerId).changes > 0;

export function removeWebhookTriggers(db: Db, appId: string, webhookId: string, triggerIds: string[]) {
  const remove = db.prepare(
    "DELETE FROM webhook_triggers WHERE app_id = ? AND webhook_id = ? AND trigger_id = ?",
  );
  for (const id of triggerIds) remove.run(appId, webhookId, id);
}
