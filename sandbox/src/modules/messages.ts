import { z } from "zod";
import {
  actionMessageEnvelope,
  deleteMessageInput,
  editMessageInput,
  messageEnvelope,
  sendMessageInput,
} from "../../../lib/schemas/messages";
import { conversationOf, requireParticipant } from "../core/conversation-state";
import { emit } from "../core/events";
import { deleteMessage, editMessage, sendMessage } from "../core/message-actions";
import { messageDetail } from "../core/message-views";
import { messageView, requireMessage } from "../core/messages";
import { APP_SYSTEM } from "../core/users";
import { seconds } from "../deps";
import { type AnyRoute, appRoute } from "../http/route";
import { messageListRoutes } from "./message-lists";

export const MESSAGES_TAG = "Messages";

/** Any string: ids that are not digit strings answer 404 `ERR_MESSAGE_ID_NOT_FOUND` like unknown ones. */
export const messageIdParams = z.object({ id: z.string() });

const send = appRoute({
  api: "chat",
  method: "post",
  path: "/messages",
  tag: MESSAGES_TAG,
  summary:
    "Send a text (category message) or custom message, data ≤ 65 KB. Sender: onBehalfOf, else app_system. A group's sender must be a member (403 ERR_GROUP_NOT_JOINED). Fires message_sent.",
  onBehalfOf: "optional",
  body: sendMessageInput,
  response: messageEnvelope,
  handler: ({ deps, app, actor, body }) => {
    const row = sendMessage(
      deps.db,
      app.id,
      { ...body, receiver: body.receiver.toLowerCase(), sender: actor ?? APP_SYSTEM },
      seconds(deps),
    );
    const message = messageView(row);
    emit(deps, app, "message_sent", { message });
    return { data: message };
  },
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
    "Edit a text message's text (sender, group admins/moderators, or the app). Answers the `edited` action message; fires message_edited.",
  onBehalfOf: "optional",
  params: messageIdParams,
  body: editMessageInput,
  response: actionMessageEnvelope,
  handler: ({ deps, app, actor, params, body }) => {
    const action = editMessage(
      deps.db,
      app.id,
      { id: params.id, text: body.data.text, by: actor },
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

export const messagesRoutes: AnyRoute[] = [send, get, edit, remove, ...messageListRoutes];
