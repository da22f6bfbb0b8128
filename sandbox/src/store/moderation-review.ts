import { prepared } from "../db/prepared";
import type { Db } from "../db/types";

export interface FlaggedRow {
  message_id: number;
  status: "pending" | "approved" | "disapproved";
  created_at: number;
  updated_at: number;
  reviewed_at: number | null;
}

export interface BlockedRow {
  message_id: number;
  rule_id: string;
  rule_name: string;
  revision_id: string;
  condition: string;
  matched: string | null;
  action: string;
  message: string;
  send: string;
  status: "pending" | "approved" | "rejected";
  created_at: number;
  updated_at: number;
}

/** What narrows a review queue; the published lists take only `limit`. */
export interface ReviewFilters {
  limit: number;
  sender?: string;
  receiver?: string;
  reasonId?: string;
  ruleId?: string;
  from?: number;
  to?: number;
}

/** A user's report of a message: the message waits for review again, the user's earlier report is replaced. */
export function flagMessage(
  db: Db,
  appId: string,
  messageId: number,
  report: { uid: string; reasonId: string | null; remark: string | null },
  now: number,
) {
  db.prepare(
    `INSERT INTO mod_flagged (app_id, message_id, status, created_at, updated_at) VALUES (?, ?, 'pending', ?, ?)
     ON CONFLICT (app_id, message_id) DO UPDATE SET status = 'pending', reviewed_at = NULL, updated_at = excluded.updated_at`,
  ).run(appId, messageId, now, now);
  db.prepare(
    `INSERT INTO mod_flag_reports (app_id, message_id, uid, reason_id, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (app_id, message_id, uid) DO UPDATE SET reason_id = excluded.reason_id, remark = excluded.remark, created_at = excluded.created_at`,
  ).run(appId, messageId, report.uid, report.reasonId, report.remark, now);
}

/** A flagged message's reports, oldest first, each with its reason's name. */
export const flagReports = (db: Db, appId: string, messageId: number) =>
  db
    .prepare(
      `SELECT f.uid, f.reason_id, f.remark, f.created_at, r.name AS reason FROM mod_flag_reports f
         LEFT JOIN mod_reasons r ON r.app_id = f.app_id AND r.id = f.reason_id
        WHERE f.app_id = ? AND f.message_id = ? ORDER BY f.created_at, f.uid`,
    )
    .all(appId, messageId) as {
    uid: string;
    reason_id: string | null;
    remark: string | null;
    created_at: number;
    reason: string | null;
  }[];

/** Conditions and values narrowing a review list by sender, receiver and time, read from the given columns. */
function narrow(q: ReviewFilters, senderSql: string, receiverSql: string, timeSql: string) {
  const where: string[] = [];
  const values: unknown[] = [];
  if (q.sender) {
    where.push(`${senderSql} = ?`);
    values.push(q.sender.toLowerCase());
  }
  if (q.receiver) {
    where.push(`${receiverSql} = ?`);
    values.push(q.receiver.toLowerCase());
  }
  if (q.from !== undefined) {
    where.push(`${timeSql} >= ?`);
    values.push(q.from);
  }
  if (q.to !== undefined) {
    where.push(`${timeSql} <= ?`);
    values.push(q.to);
  }
  return { where, values };
}

/** The flagged messages waiting for review, oldest first. */
export function pendingFlagged(db: Db, appId: string, q: ReviewFilters): FlaggedRow[] {
  const { where, values } = narrow(q, "m.sender", "m.receiver", "f.created_at");
  if (q.reasonId) {
    where.push(
      "EXISTS (SELECT 1 FROM mod_flag_reports r WHERE r.app_id = f.app_id AND r.message_id = f.message_id AND r.reason_id = ?)",
    );
    values.push(q.reasonId);
  }
  return db
    .prepare(
      `SELECT f.* FROM mod_flagged f LEFT JOIN messages m ON m.id = f.message_id
        WHERE f.app_id = ? AND f.status = 'pending' ${where.map((w) => `AND ${w}`).join(" ")}
        ORDER BY f.created_at, f.message_id LIMIT ?`,
    )
    .all(appId, ...values, q.limit) as FlaggedRow[];
}

export const findPendingFlagged = (db: Db, appId: string, messageId: number) =>
  db
    .prepare("SELECT * FROM mod_flagged WHERE app_id = ? AND message_id = ? AND status = 'pending'")
    .get(appId, messageId) as FlaggedRow | undefined;

export const setFlaggedStatus = (db: Db, appId: string, messageId: number, status: string, now: number) =>
  db
    .prepare(
      "UPDATE mod_flagged SET status = ?, reviewed_at = ?, updated_at = ? WHERE app_id = ? AND message_id = ?",
    )
    .run(status, now, now, appId, messageId);

export interface ReviewedRow {
  kind: "flagged" | "blocked";
  message_id: number;
  status: string;
  at: number;
  since: number;
  rule_id: string | null;
  message: string | null;
}

/** Flagged and blocked messages a moderator has reviewed, newest review first, of one sender or all. */
export const reviewedMessages = (db: Db, appId: string, q: { limit: number; sender?: string }) =>
  db
    .prepare(
      `SELECT * FROM (
         SELECT 'flagged' AS kind, f.message_id, f.status, f.updated_at AS at, f.created_at AS since, NULL AS rule_id,
                NULL AS message, m.sender FROM mod_flagged f LEFT JOIN messages m ON m.id = f.message_id
          WHERE f.app_id = @app AND f.status <> 'pending'
         UNION ALL
         SELECT 'blocked', message_id, status, updated_at, created_at, rule_id, message,
                json_extract(message, '$.sender') FROM mod_blocked
          WHERE app_id = @app AND status <> 'pending')
        WHERE @sender IS NULL OR sender = @sender
        ORDER BY at DESC, message_id DESC LIMIT @limit`,
    )
    .all({ app: appId, limit: q.limit, sender: q.sender?.toLowerCase() ?? null }) as ReviewedRow[];

/** The reasons a flagged message was reported for, each once. */
export const flagReasonIds = (db: Db, appId: string, messageId: number) =>
  prepared(
    db,
    "SELECT DISTINCT reason_id FROM mod_flag_reports WHERE app_id = ? AND message_id = ? AND reason_id IS NOT NULL",
  )
    .pluck()
    .all(appId, messageId) as string[];

/** The blocked messages waiting for review, oldest first. */
export function pendingBlocked(db: Db, appId: string, q: ReviewFilters): BlockedRow[] {
  const { where, values } = narrow(
    q,
    "json_extract(b.message, '$.sender')",
    "json_extract(b.message, '$.receiver')",
    "b.created_at",
  );
  if (q.ruleId) {
    where.push("b.rule_id = ?");
    values.push(q.ruleId);
  }
  return db
    .prepare(
      `SELECT * FROM mod_blocked b WHERE b.app_id = ? AND b.status = 'pending' ${where.map((w) => `AND ${w}`).join(" ")}
        ORDER BY b.created_at, b.message_id LIMIT ?`,
    )
    .all(appId, ...values, q.limit) as BlockedRow[];
}

export const findPendingBlocked = (db: Db, appId: string, messageId: number) =>
  db
    .prepare("SELECT * FROM mod_blocked WHERE app_id = ? AND message_id = ? AND status = 'pending'")
    .get(appId, messageId) as BlockedRow | undefined;

export const setBlockedStatus = (db: Db, appId: string, messageId: number, status: string, now: number) =>
  db
    .prepare("UPDATE mod_blocked SET status = ?, updated_at = ? WHERE app_id = ? AND message_id = ?")
    .run(status, now, appId, messageId);
