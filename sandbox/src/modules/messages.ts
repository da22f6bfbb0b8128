import type { z } from "zod";
import * as messagesContract from "../../../lib/contract/messages";
import type { sendMessageInput } from "../../../lib/schemas/messages";
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
  ...messagesContract.sendMessage,
  handler: ({ deps, app, actor, body }) => sendAs(deps, app, actor ?? APP_SYSTEM, body),
});

const sendAsBot = appRoute({
  ...messagesContract.sendBotMessage,
  handler: ({ deps, app, params, body }) =>
    sendAs(deps, app, requireUser(deps.db, app.id, params.uid).uid, body),
});

const get = appRoute({
  ...messagesContract.getMessage,
  handler: ({ deps, app, actor, params }) => {
    const row = requireMessage(deps.db, app.id, params.id);
    if (actor) requireParticipant(deps.db, app.id, conversationOf(row), actor);
    return { data: messageDetail(deps.db, app.id, row, actor) };
  },
});

const edit = appRoute({
  ...messagesContract.editMessage,
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
  ...messagesContract.deleteMessage,
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
