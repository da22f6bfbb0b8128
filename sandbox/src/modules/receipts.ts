import * as receiptsContract from "../../../lib/contract/receipts";
import type { AppRow } from "../core/apps";
import { conversationIdWith, markReceipt, markUnread, type ReceiptAction } from "../core/conversation-state";
import { lastMessageIdOf, lastMessageOf } from "../core/conversations";
import { emit } from "../core/events";
import { type MessageRow, requireMessage } from "../core/messages";
import { requireUser, userView } from "../core/users";
import type { Db } from "../db/types";
import type { Deps } from "../deps";
import { seconds } from "../deps";
import { notFound } from "../http/errors";
import { success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { isBlocked } from "../store/blocked-users";
import { forGroup, forUser, type ViewerCtx } from "./conversation-with";

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

/** The message a mark goes up to: the one named, else the conversation's latest. */
function markedMessage(db: Db, appId: string, conversationId: string, messageId: string | undefined) {
  return messageId === undefined
    ? lastMessageOf(db, appId, conversationId, lastMessageIdOf(db, appId, conversationId))
    : messageIn(db, appId, conversationId, messageId);
}

const NOTHING_TO_MARK = "The conversation has no message yet: nothing is marked.";

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
      hasBlockedMe: direct && isBlocked(deps.db, app.id, m.reader, m.receiver),
      blockedByMe: direct && isBlocked(deps.db, app.id, m.receiver, m.reader),
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

/** Marks the reader's conversation with `receiver` as `action` up to the message named, else its latest. */
const markConversation =
  (action: ReceiptAction) =>
  (
    { deps, app, actor, body }: ViewerCtx & { body: { messageId?: string } },
    receiverType: "user" | "group",
    receiver: string,
  ) => {
    const reader = actor as string;
    const conversationId = conversationIdWith(deps.db, app.id, reader, receiverType, receiver);
    const message = markedMessage(deps.db, app.id, conversationId, body.messageId);
    if (!message) return success(NOTHING_TO_MARK);
    return mark({ deps, app, reader, receiver, receiverType, conversationId, message, action });
  };

/** Marks the messages after the one named in the reader's conversation with `receiver` as unread. */
function markUnreadAfter(
  { deps, app, actor, body }: ViewerCtx & { body: { messageId: string } },
  receiverType: "user" | "group",
  receiver: string,
) {
  const reader = actor as string;
  const conversationId = conversationIdWith(deps.db, app.id, reader, receiverType, receiver);
  const message = messageIn(deps.db, app.id, conversationId, body.messageId);
  markUnread(deps.db, app.id, { conversationId, uid: reader, messageId: message.id });
  return success(
    `The messages after the message id ${message.id} from the ${receiverType} ${receiver} are marked as unread for the user ${reader}.`,
  );
}

const ACTIONS: ReceiptAction[] = ["read", "delivered"];

const USER_MARKS = {
  read: receiptsContract.markUserConversationRead,
  delivered: receiptsContract.markUserConversationDelivered,
};

const GROUP_MARKS = {
  read: receiptsContract.markGroupConversationRead,
  delivered: receiptsContract.markGroupConversationDelivered,
};

const userRoutes = ACTIONS.map((action) =>
  appRoute({ ...USER_MARKS[action], handler: forUser(markConversation(action)) }),
);

const groupRoutes = ACTIONS.map((action) =>
  appRoute({ ...GROUP_MARKS[action], handler: forGroup(markConversation(action)) }),
);

const userUnread = appRoute({
  ...receiptsContract.markUserConversationUnread,
  handler: forUser(markUnreadAfter),
});

const groupUnread = appRoute({
  ...receiptsContract.markGroupConversationUnread,
  handler: forGroup(markUnreadAfter),
});

export const receiptRoutes: AnyRoute[] = [...userRoutes, ...groupRoutes, userUnread, groupUnread];
