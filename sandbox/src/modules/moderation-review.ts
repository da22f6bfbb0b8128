import { z } from "zod";
import * as moderationContract from "../../../lib/contract/moderation";
import { controlFlagInput, emptyDataEnvelope, type flagMessageInput } from "../../../lib/schemas/moderation";
import type { AppRow } from "../core/apps";
import { emit } from "../core/events";
import { requireGroup } from "../core/groups";
import type { SendInput } from "../core/message-actions";
import { deleteMessage } from "../core/message-actions";
import { findMessage, insertMessage, messageView, requireMessage } from "../core/messages";
import { findUser } from "../core/users";
import type { Db } from "../db/types";
import { type Deps, seconds } from "../deps";
import { badRequest, notFound } from "../http/errors";
import { success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { requireReason } from "./moderation-reasons";
import { listMeta, ready } from "./moderation-shared";

type ReviewFilters = z.output<typeof moderationContract.reviewListQuery>;

function flag(
  deps: Deps,
  app: AppRow,
  messageId: string,
  uid: string,
  body: z.output<typeof flagMessageInput>,
) {
  ready(deps, app);
  const msg = requireMessage(deps.db, app.id, messageId);
  if (msg.deleted_at) throw badRequest("A deleted message cannot be reported.", { id: ["is deleted"] });
  if (msg.sender === uid)
    throw badRequest("A user cannot report their own message.", { onBehalfOf: ["sent the message"] });
  if (body.reasonId) requireReason(deps.db, app.id, body.reasonId);
  const now = seconds(deps);
  deps.db
    .prepare(
      `INSERT INTO mod_flagged (app_id, message_id, status, created_at, updated_at) VALUES (?, ?, 'pending', ?, ?)
       ON CONFLICT (app_id, message_id) DO UPDATE SET status = 'pending', reviewed_at = NULL, updated_at = excluded.updated_at`,
    )
    .run(app.id, msg.id, now, now);
  deps.db
    .prepare(
      `INSERT INTO mod_flag_reports (app_id, message_id, uid, reason_id, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (app_id, message_id, uid) DO UPDATE SET reason_id = excluded.reason_id, remark = excluded.remark, created_at = excluded.created_at`,
    )
    .run(app.id, msg.id, uid, body.reasonId ?? null, body.remark ?? null, now);
  return { data: { success: true, message: `The message ${msg.id} has been flagged for review.` } };
}

interface FlaggedRow {
  message_id: number;
  status: "pending" | "approved" | "disapproved";
  created_at: number;
  updated_at: number;
  reviewed_at: number | null;
}

function messageOrStub(db: Db, appId: string, id: number) {
  const row = findMessage(db, appId, id);
  return row ? messageView(row) : { id: String(id) };
}

function flaggedView(db: Db, appId: string, r: FlaggedRow) {
  const reports = db
    .prepare(
      `SELECT f.uid, f.reason_id, f.remark, f.created_at, r.name AS reason FROM mod_flag_reports f
         LEFT JOIN mod_reasons r ON r.app_id = f.app_id AND r.id = f.reason_id
        WHERE f.app_id = ? AND f.message_id = ? ORDER BY f.created_at, f.uid`,
    )
    .all(appId, r.message_id) as {
    uid: string;
    reason_id: string | null;
    remark: string | null;
    created_at: number;
    reason: string | null;
  }[];
  return {
    id: String(r.message_id),
    messageId: String(r.message_id),
    message: messageOrStub(db, appId, r.message_id),
    flags: reports.map((f) => ({
      uid: f.uid,
      ...(f.reason_id ? { reasonId: f.reason_id } : {}),
      ...(f.reason ? { reason: f.reason } : {}),
      ...(f.remark ? { remark: f.remark } : {}),
      createdAt: f.created_at,
    })),
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    ...(r.reviewed_at ? { reviewedAt: r.reviewed_at } : {}),
  };
}

/** SQL and values narrowing a review list by sender, receiver and time; messages are read from `m` (a JSON message). */
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

export const moderationReviewRoutes: AnyRoute[] = [
  appRoute({
    ...moderationContract.flagMessage,
    handler: ({ deps, app, actor, params, body }) => flag(deps, app, params.id, actor as string, body),
  }),
  appRoute({
    api: "sandbox",
    method: "post",
    path: "/messages/:id/flags",
    tag: "Sandbox",
    summary: "Record a report of a message as if a user had sent it from a client SDK (sandbox only)",
    params: z.object({ id: z.string().max(30) }),
    body: controlFlagInput,
    response: emptyDataEnvelope,
    handler: ({ deps, app, params, body }) => {
      const user = findUser(deps.db, app.id, body.uid.toLowerCase());
      if (!user) throw notFound("ERR_UID_NOT_FOUND", `The UID ${body.uid} does not exist.`);
      return flag(deps, app, params.id, user.uid, body);
    },
  }),
  appRoute({
    ...moderationContract.listFlaggedMessages,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const { where, values } = narrow(query, "m.sender", "m.receiver", "f.created_at");
      if (query.reasonId) {
        where.push(
          "EXISTS (SELECT 1 FROM mod_flag_reports r WHERE r.app_id = f.app_id AND r.message_id = f.message_id AND r.reason_id = ?)",
        );
        values.push(query.reasonId);
      }
      const rows = deps.db
        .prepare(
          `SELECT f.* FROM mod_flagged f LEFT JOIN messages m ON m.id = f.message_id
            WHERE f.app_id = ? AND f.status = 'pending' ${where.map((w) => `AND ${w}`).join(" ")}
            ORDER BY f.created_at, f.message_id LIMIT ?`,
        )
        .all(app.id, ...values, query.limit) as FlaggedRow[];
      return {
        data: rows.map((r) => flaggedView(deps.db, app.id, r)),
        meta: listMeta(query.limit, rows.length),
      };
    },
  }),
  appRoute({
    ...moderationContract.reviewFlaggedMessage,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const row = deps.db
        .prepare("SELECT * FROM mod_flagged WHERE app_id = ? AND message_id = ? AND status = 'pending'")
        .get(app.id, Number(params.id) || -1) as FlaggedRow | undefined;
      if (!row)
        throw notFound(
          "ERR_FLAGGED_MESSAGE_NOT_FOUND",
          `No report of the message ${params.id} waits for review.`,
        );
      const now = seconds(deps);
      if (body.status === "disapproved") {
        const msg = findMessage(deps.db, app.id, row.message_id);
        if (msg && !msg.deleted_at) {
          const action = deleteMessage(deps.db, app.id, { id: msg.id }, now);
          emit(deps, app, "message_deleted", { message: messageView(action) });
        }
      }
      deps.db
        .prepare(
          "UPDATE mod_flagged SET status = ?, reviewed_at = ?, updated_at = ? WHERE app_id = ? AND message_id = ?",
        )
        .run(body.status, now, now, app.id, row.message_id);
      return success(`Message with ID ${row.message_id} has been reviewed successfully.`);
    },
  }),
  appRoute({
    ...moderationContract.listReviewedMessages,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const rows = deps.db
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
        .all({ app: app.id, limit: query.limit, sender: query.sender?.toLowerCase() ?? null }) as {
        kind: "flagged" | "blocked";
        message_id: number;
        status: string;
        at: number;
        since: number;
        rule_id: string | null;
        message: string | null;
      }[];
      const reasonsOf = deps.db.prepare(
        "SELECT DISTINCT reason_id FROM mod_flag_reports WHERE app_id = ? AND message_id = ? AND reason_id IS NOT NULL",
      );
      return {
        data: rows.map((r) => ({
          id: String(r.message_id),
          messageId: String(r.message_id),
          kind: r.kind,
          status: r.status,
          message:
            r.kind === "blocked" && r.status !== "approved" && r.message
              ? (JSON.parse(r.message) as Record<string, unknown>)
              : messageOrStub(deps.db, app.id, r.message_id),
          reviewedAt: r.at,
          createdAt: r.since,
          ...(r.rule_id ? { ruleId: r.rule_id } : {}),
          ...(r.kind === "flagged"
            ? {
                reasonIds: (reasonsOf.all(app.id, r.message_id) as { reason_id: string }[]).map(
                  (x) => x.reason_id,
                ),
              }
            : {}),
        })),
        meta: listMeta(query.limit, rows.length),
      };
    },
  }),
  appRoute({
    ...moderationContract.listBlockedMessages,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const { where, values } = narrow(
        query,
        "json_extract(b.message, '$.sender')",
        "json_extract(b.message, '$.receiver')",
        "b.created_at",
      );
      if (query.ruleId) {
        where.push("b.rule_id = ?");
        values.push(query.ruleId);
      }
      const rows = deps.db
        .prepare(
          `SELECT * FROM mod_blocked b WHERE b.app_id = ? AND b.status = 'pending' ${where.map((w) => `AND ${w}`).join(" ")}
            ORDER BY b.created_at, b.message_id LIMIT ?`,
        )
        .all(app.id, ...values, query.limit) as BlockedRow[];
      return { data: rows.map(blockedView), meta: listMeta(query.limit, rows.length) };
    },
  }),
  appRoute({
    ...moderationContract.reviewBlockedMessage,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const row = deps.db
        .prepare("SELECT * FROM mod_blocked WHERE app_id = ? AND message_id = ? AND status = 'pending'")
        .get(app.id, Number(params.id) || -1) as BlockedRow | undefined;
      if (!row)
        throw notFound("ERR_BLOCKED_MESSAGE_NOT_FOUND", `No blocked message ${params.id} waits for review.`);
      const now = seconds(deps);
      if (body.status === "approved") {
        const send = JSON.parse(row.send) as SendInput;
        // A group deleted since cannot take the message: it stays pending, to be rejected.
        if (send.receiverType === "group") requireGroup(deps.db, app.id, send.receiver);
        const delivered = insertMessage(deps.db, app.id, { ...send, id: row.message_id }, now);
        emit(deps, app, "message_sent", { message: messageView(delivered) });
      }
      deps.db
        .prepare("UPDATE mod_blocked SET status = ?, updated_at = ? WHERE app_id = ? AND message_id = ?")
        .run(body.status, now, app.id, row.message_id);
      return success(
        body.status === "approved"
          ? `Message with ID ${row.message_id} has been approved.`
          : `Message with ID ${row.message_id} has been reviewed successfully.`,
      );
    },
  }),
];

interface BlockedRow {
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

const blockedView = (r: BlockedRow) => ({
  id: String(r.message_id),
  ruleId: r.rule_id,
  ruleName: r.rule_name,
  revisionId: r.revision_id,
  condition: JSON.parse(r.condition),
  ...(r.matched ? { matched: r.matched } : {}),
  message: JSON.parse(r.message),
  action: JSON.parse(r.action) as string[],
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
