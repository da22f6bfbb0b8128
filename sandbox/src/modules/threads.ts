import * as messagesContract from "../../../lib/contract/messages";
import { conversationOf, requireParticipant } from "../core/conversation-state";
import { emit } from "../core/events";
import { sendMessage } from "../core/message-actions";
import { conversationIdFor, messageView, requireMessage } from "../core/messages";
import { seconds } from "../deps";
import { badRequest } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import { threadMessages } from "../store/message-lists";
import { answer } from "./message-lists";

const reply = appRoute({
  ...messagesContract.replyInThread,
  handler: ({ deps, app, actor, params, body }) => {
    const sender = actor as string;
    const parent = requireMessage(deps.db, app.id, params.id);
    requireParticipant(deps.db, app.id, conversationOf(parent), sender);
    const { multipleReceivers, receiver, receiverType, ...rest } = body;
    if (multipleReceivers) {
      throw badRequest("A thread reply goes to its parent's conversation only.", {
        multipleReceivers: ["is not taken in a thread"],
      });
    }
    if (parent.parent_id !== null) {
      throw badRequest("A reply cannot start a thread of its own.", { id: ["is a thread reply"] });
    }
    if (parent.category === "action" || parent.deleted_at) {
      throw badRequest("Only a message that is still there can start a thread.", {
        id: [parent.deleted_at ? "is deleted" : "is an action message"],
      });
    }
    const to = (receiver ?? "").toLowerCase();
    if (!receiverType || conversationIdFor(receiverType, sender, to) !== parent.conversation_id) {
      throw badRequest("The reply must go to the parent message's conversation.", {
        receiver: [`must be the other party of ${parent.conversation_id}`],
      });
    }
    const sent = sendMessage(
      deps.db,
      app.id,
      { ...rest, receiver: to, receiverType, sender, parentId: parent.id },
      seconds(deps),
    );
    if ("withheld" in sent) return { data: sent.withheld };
    const message = messageView(sent.row);
    emit(deps, app, "message_sent", { message });
    return { data: message };
  },
});

const thread = appRoute({
  ...messagesContract.listThreadMessages,
  handler: ({ deps, app, actor, params, query }) => {
    const parent = requireMessage(deps.db, app.id, params.id);
    if (actor) requireParticipant(deps.db, app.id, conversationOf(parent), actor);
    const q = { ...query, limit: query.perPage ?? query.limit };
    const page = threadMessages(deps.db, app.id, parent.id, q, actor);
    return answer(deps.db, app.id, page, q, actor);
  },
});

export const threadRoutes: AnyRoute[] = [reply, thread];
