import { z } from "zod";
import { successEnvelope } from "../../../lib/schemas/common";
import { receiptInput } from "../../../lib/schemas/conversations";
import type { AppRow } from "../core/apps";
import { markReceipt, type ReceiptAction, requireParticipant } from "../core/conversation-state";
import { emit } from "../core/events";
import { requireGroup } from "../core/groups";
import { conversationIdFor, type MessageRow, requireMessage } from "../core/messages";
import { requireUser, userView } from "../core/users";
import type { Db } from "../db/open";
import type { Deps } from "../deps";
import { seconds } from "../deps";
import { badRequest, notFound } from "../http/errors";
import { identifier, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";

const TAG = "Conversations";

const blocks = (db: Db, appId: string, uid: string, blockedUid: string) =>
  db
    .prepare("SELECT 1 FROM blocked_users WHERE app_id = ? AND uid = ? AND blocked_uid = ?")
    .get(appId, uid, blockedUid) !== undefined;

/** The message `messageId` names, which must belong to the conversation. */
function messageIn(db: Db, appId: string, conversationId: string, messageId: string): MessageRow {
  const row = requireMessage(db, appId, messageId);
  if (row.conversation_id !== conversationId) {
    throw notFound(
      "ERR_MESSAGE_ID_NOT_FOUND",
      `The message ${messageId} is not in the conversation ${conversationId}.`,
    );
  }
  return row;
}

interface Mark {
  deps: Deps;
  app: AppRow;
  reader: string;
  receiver: string;
  receiverType: "user" | "group";
  conversationId: string;
  message: MessageRow;
  action: ReceiptAction;
}

/** Moves the reader's mark and, when it moved, fires the receipt event (a repeat changes nothing). */
function mark(m: Mark) {
  const { deps, app } = m;
  const now = seconds(deps);
  const input = {
    conversationId: m.conversationId,
    uid: m.reader,
    messageId: m.message.id,
    action: m.action,
  };
  if (markReceipt(deps.db, app.id, input, now)) {
    const reader = requireUser(deps.db, app.id, m.reader);
    // "me" in the block flags is the receipt's receiver; a group blocks nobody.
    const direct = m.receiverType === "user";
    const user = userView(reader, {
      hasBlockedMe: direct && blocks(deps.db, app.id, m.reader, m.receiver),
      blockedByMe: direct && blocks(deps.db, app.id, m.receiver, m.reader),
      deactivatedAt: reader.deactivated_at,
    });
    const trigger = m.action === "read" ? "message_read_receipt" : "message_delivery_receipt";
    emit(deps, app, trigger, {
      receiver: m.receiver,
      receiverType: m.receiverType,
      type: "receipts",
      sender: m.reader,
      messageSender: m.message.sender,
      body: { action: m.action, messageId: String(m.message.id), user, timestamp: now },
    });
  }
  return success(`The conversation is marked ${m.action} up to the message ${m.message.id}.`);
}

const ACTIONS: ReceiptAction[] = ["read", "delivered"];

const userRoutes = ACTIONS.map((action) =>
  appRoute({
    api: "chat",
    method: "post",
    path: `/users/:uid/conversation/${action}`,
    tag: TAG,
    summary: `Mark the conversation of onBehalfOf with the user ${action} up to messageId${action === "read" ? " (read implies delivered)" : ""}; fires message_${action === "read" ? "read" : "delivery"}_receipt when the mark moves.`,
    onBehalfOf: "required",
    params: z.object({ uid: identifier }),
    body: receiptInput,
    response: successEnvelope,
    handler: ({ deps, app, actor, params, body }) => {
      const reader = actor as string;
      requireUser(deps.db, app.id, params.uid);
      if (params.uid === reader) {
        throw badRequest("A user has no conversation with themselves.", { uid: ["must not be onBehalfOf"] });
      }
      const conversationId = conversationIdFor("user", reader, params.uid);
      const message = messageIn(deps.db, app.id, conversationId, body.messageId);
      const receiver = params.uid;
      return mark({ deps, app, reader, receiver, receiverType: "user", conversationId, message, action });
    },
  }),
);

const groupRoutes = ACTIONS.map((action) =>
  appRoute({
    api: "chat",
    method: "post",
    path: `/groups/:guid/conversation/${action}`,
    tag: TAG,
    summary: `Mark a group's conversation ${action} for onBehalfOf (a member) up to messageId; fires message_${action === "read" ? "read" : "delivery"}_receipt when the mark moves.`,
    onBehalfOf: "required",
    params: z.object({ guid: identifier }),
    body: receiptInput,
    response: successEnvelope,
    handler: ({ deps, app, actor, params, body }) => {
      const reader = actor as string;
      const group = requireGroup(deps.db, app.id, params.guid);
      const conversationId = conversationIdFor("group", reader, group.guid);
      requireParticipant(deps.db, app.id, { id: conversationId, type: "group" }, reader);
      const message = messageIn(deps.db, app.id, conversationId, body.messageId);
      const receiver = group.guid;
      return mark({ deps, app, reader, receiver, receiverType: "group", conversationId, message, action });
    },
  }),
);

export const receiptRoutes: AnyRoute[] = [...userRoutes, ...groupRoutes];
