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
import {
  type BlockedRow,
  type FlaggedRow,
  findPendingBlocked,
  findPendingFlagged,
  flagMessage,
  flagReasonIds,
  flagReports,
  pendingBlocked,
  pendingFlagged,
  reviewedMessages,
  setBlockedStatus,
  setFlaggedStatus,
} from "../store/moderation-review";
import { requireReason } from "./moderation-reasons";
import { listMeta, ready } from "./moderation-shared";

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
  flagMessage(
    deps.db,
    app.id,
    msg.id,
    { uid, reasonId: body.reasonId ?? null, remark: body.remark ?? null },
    now,
  );
  return { data: { success: true, message: `The message ${msg.id} has been flagged for review.` } };
}

function messageOrStub(db: Db, appId: string, id: number) {
  const row = findMessage(db, appId, id);
  return row ? messageView(row) : { id: String(id) };
}

function flaggedView(db: Db, appId: string, r: FlaggedRow) {
  const reports = flagReports(db, appId, r.message_id);
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
      const rows = pendingFlagged(deps.db, app.id, query);
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
      const row = findPendingFlagged(deps.db, app.id, Number(params.id) || -1);
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
      setFlaggedStatus(deps.db, app.id, row.message_id, body.status, now);
      return success(`Message with ID ${row.message_id} has been reviewed successfully.`);
    },
  }),
  appRoute({
    ...moderationContract.listReviewedMessages,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const rows = reviewedMessages(deps.db, app.id, query);
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
          ...(r.kind === "flagged" ? { reasonIds: flagReasonIds(deps.db, app.id, r.message_id) } : {}),
        })),
        meta: listMeta(query.limit, rows.length),
      };
    },
  }),
  appRoute({
    ...moderationContract.listBlockedMessages,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const rows = pendingBlocked(deps.db, app.id, query);
      return { data: rows.map(blockedView), meta: listMeta(query.limit, rows.length) };
    },
  }),
  appRoute({
    ...moderationContract.reviewBlockedMessage,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const row = findPendingBlocked(deps.db, app.id, Number(params.id) || -1);
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
      setBlockedStatus(deps.db, app.id, row.message_id, body.status, now);
      return success(
        body.status === "approved"
          ? `Message with ID ${row.message_id} has been approved.`
          : `Message with ID ${row.message_id} has been reviewed successfully.`,
      );
    },
  }),
];

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
