import type { Db } from "../db/types";

// Filters on the columns the log keeps; the rest of the entry is its JSON.
const COLUMN_FILTERS = {
  messageId: "message_id = ?",
  channel: "channel = ?",
  provider: "provider = ?",
  trigger: "trigger = ?",
  sender: "sender = ?",
  receiver: "receiver = ?",
  receiverType: "receiver_type = ?",
  member: "(receiver_type = 'group' AND recipient = ?)",
  reason: "reason = ?",
  from: "message_sent_at >= ?",
  to: "message_sent_at <= ?",
} as const;

/** Uids and guids are kept lower case; codes are matched as given. */
const IDS = new Set(["sender", "receiver", "member"]);

export type LogFilters = Partial<Record<keyof typeof COLUMN_FILTERS, string | number>> & {
  notificationTriggered?: boolean;
  success?: boolean;
  reactionId?: unknown;
  reactionSender?: string;
  reactionReceiver?: string;
  messageCategory?: string;
  messageType?: string;
};

/** The row id of a log entry, if it exists: where a page of the log starts. */
export const logRowId = (db: Db, appId: string, logId: string) =>
  db.prepare("SELECT id FROM notification_logs WHERE app_id = ? AND log_id = ?").pluck().get(appId, logId) as
    | number
    | undefined;

/**
 * Up to `limit` log entries matching the filters, newest first, or, `after` a row id, the next ones oldest first
 * (and `before` one, older ones newest first).
 */
export function logEntries(
  db: Db,
  appId: string,
  q: LogFilters,
  from: { before?: number; after?: number },
  limit: number,
) {
  const where = ["app_id = ?"];
  const args: unknown[] = [appId];
  for (const [key, clause] of Object.entries(COLUMN_FILTERS)) {
    const value = q[key as keyof typeof COLUMN_FILTERS];
    if (value === undefined) continue;
    where.push(clause);
    args.push(IDS.has(key) && typeof value === "string" ? value.toLowerCase() : value);
  }
  if (q.notificationTriggered !== undefined) where.push(`triggered = ${q.notificationTriggered ? 1 : 0}`);
  if (q.success !== undefined) where.push(`success = ${q.success ? 1 : 0}`);
  // Entries from the message path only: reactions and calls are not notified by the sandbox.
  if (q.reactionId !== undefined || q.reactionSender || q.reactionReceiver) where.push("0");
  for (const [column, value] of [
    ["category", q.messageCategory],
    ["type", q.messageType],
  ] as const) {
    if (value === undefined) continue;
    where.push(`message_id IN (SELECT id FROM messages WHERE app_id = ? AND ${column} = ?)`);
    args.push(appId, value);
  }
  let order = "DESC";
  if (from.after !== undefined) {
    where.push("id > ?");
    args.push(from.after);
    order = "ASC";
  } else if (from.before !== undefined) {
    where.push("id < ?");
    args.push(from.before);
  }
  return db
    .prepare(
      `SELECT id, log_id, message_id, entry FROM notification_logs WHERE ${where.join(" AND ")} ORDER BY id ${order} LIMIT ?`,
    )
    .all(...args, limit) as { id: number; log_id: string; message_id: number | null; entry: string }[];
}
