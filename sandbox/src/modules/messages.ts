import { z } from "zod";
import {
  actionMessageEnvelope,
  deleteMessageInput,
  editMessageInput,
  messageEnvelope,
  multipleSendEnvelope,
  sendMessageInput,
} from "../../../lib/schemas/messages";
import type { AppRow } from "../core/apps";
import { conversationOf, requireParticipant } from "../core/conversation-state";
import { emit } from "../core/events";
import { compact } from "../core/json";
import { deleteMessage, editMessage, sendMessage } from "../core/message-actions";
import { messageDetail } from "../core/message-views";
import { messageView, requireMessage } from "../core/messages";
import { notifyMessage } from "../core/notify";
import { APP_SYSTEM, requireUser } from "../core/users";
import { type Deps, seconds } from "../deps";
import { ApiError } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import { messageListRoutes } from "./message-lists";

export const MESSAGES_TAG = "Messages";

/** Any string: ids that are not digit strings answer 404 `ERR_MESSAGE_ID_NOT_FOUND` like unknown ones. */
export const messageIdParams = z.object({ id: z.string() });

type SendBody = z.output<typeof sendMessageInput>;

/** Sends as `sender` to the receiver, or one message to each of `multipleReceivers` with an outcome per id. */
function sendAs(deps: Deps, app: AppRow, sender: string, body: SendBody) {
  const { multipleReceivers, receiver, receiverType, ...rest } = body;
  const sendTo = (to: string, type: "user" | "group") => {
    const sent = sendMessage(
      deps.db,
      app.id,
      { ...rest, receiver: to.toLowerCase(), receiverType: type, sender },
      seconds(deps),
    );
    if ("withheld" in sent) return sent.withheld;
    const message = messageView(sent.row);
    emit(deps, app, "message_sent", { message });
    notifyMessage(deps, app, message);
    return message;
  };
  if (!multipleReceivers) {
    return { data: sendTo(receiver as string, receiverType as "user" | "group") };
  }
  const each = (ids: string[] | undefined, type: "user" | "group") => {
    if (!ids) return undefined;
    const out: Record<string, Record<string, unknown>> = {};
    for (const id of new Set(ids.map((i) => i.toLowerCase()))) {
      try {
        out[id] = sendTo(id, type);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        out[id] = { success: false, message: err.message };
      }
    }
    return out;
  };
  return {
    data: compact({
      uids: each(multipleReceivers.uids, "user"),
      guids: each(multipleReceivers.guids, "group"),
    }),
  };
}

const send = appRoute({
  api: "chat",
  method: "post",
  path: "/messages",
  tag: MESSAGES_TAG,
  summary:
    "Send a text, media (image, file, audio, video with data.attachments) or custom message, data ≤ 65 KB. Sender: onBehalfOf, else app_system. A group's sender must be a member (403 ERR_GROUP_NOT_JOINED). With multipleReceivers {uids, guids} (≤ 25 each) one message goes to each and the answer holds an outcome per uid and guid. Fires message_sent per message.",
  onBehalfOf: "optional",
  body: sendMessageInput,
  response: z.union([messageEnvelope, multipleSendEnvelope]),
  handler: ({ deps, app, actor, body }) => sendAs(deps, app, actor ?? APP_SYSTEM, body),
});

const sendAsBot = appRoute({
  api: "chat",
  method: "post",
  path: "/bots/:uid/messages",
  tag: MESSAGES_TAG,
  summary:
    "Send a message from a bot: the body of POST /messages, sent by the bot's user {uid} (a bot is connected to a user; 404 ERR_UID_NOT_FOUND for a uid that is none). Fires message_sent.",
  params: z.object({ uid: z.string() }),
  body: sendMessageInput,
  response: z.union([messageEnvelope, multipleSendEnvelope]),
  handler: ({ deps, app, params, body }) =>
    sendAs(deps, app, requireUser(deps.db, app.id, params.uid).uid, body),
});

const get = appRoute({
  api: "chat",
  method: "get",
  path: "/messages/:id",
  tag: MESSAGES_TAG,
  summary:
    "Get a message with its reactions, receipts ([uid, deliveredAt, readAt]) and, for onBehalfOf, deliveredAt/readAt.",
  onBehalfOf: "optional",
  params: messageIdParams,
  response: messageEnvelope,
  handler: ({ deps, app, actor, params }) => {
    const row = requireMessage(deps.db, app.id, params.id);
    if (actor) requireParticipant(deps.db, app.id, conversationOf(row), actor);
    return { data: messageDetail(deps.db, app.id, row, actor) };
  },
});

const edit = appRoute({
  api: "chat",
  method: "put",
  path: "/messages/:id",
  tag: MESSAGES_TAG,
  summary:
    "Edit a message's text (text messages), metadata or tags (sender, group admins/moderators, or the app). Answers the `edited` action message; fires message_edited.",
  onBehalfOf: "optional",
  params: messageIdParams,
  body: editMessageInput,
  response: actionMessageEnvelope,
  handler: ({ deps, app, actor, params, body }) => {
    const action = editMessage(
      deps.db,
      app.id,
      { id: params.id, text: body.data?.text, metadata: body.data?.metadata, tags: body.tags, by: actor },
      seconds(deps),
    );
    const message = messageView(action);
    emit(deps, app, "message_edited", { message });
    return { data: message };
  },
});

const remove = appRoute({
  api: "chat",
  method: "delete",
  path: "/messages/:id",
  tag: MESSAGES_TAG,
  summary:
    "Delete a message (text removed, deletedAt/deletedBy set) or, with permanent, remove it. Answers the `deleted` action message; fires message_deleted.",
  onBehalfOf: "optional",
  params: messageIdParams,
  body: deleteMessageInput,
  response: actionMessageEnvelope,
  handler: ({ deps, app, actor, params, body }) => {
    const action = deleteMessage(
      deps.db,
      app.id,
      { id: params.id, by: actor, permanent: body.permanent },
      seconds(deps),
    );
    const message = messageView(action);
    emit(deps, app, "message_deleted", { message });
    return { data: message };
  },
});

export const messagesRoutes: AnyRoute[] = [send, sendAsBot, get, edit, remove, ...messageListRoutes];
