import type { z } from "zod";
import * as reactionsContract from "../../../lib/contract/reactions";
import { conversationOf, requireParticipant } from "../core/conversation-state";
import { emit } from "../core/events";
import { messagesForViewer } from "../core/message-views";
import { requireMessage } from "../core/messages";
import { addReaction, listReactions, reactionView, removeReaction } from "../core/reactions";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { ApiError } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";

function reactableMessage(db: Db, appId: string, id: string, actor: string) {
  const row = requireMessage(db, appId, id);
  requireParticipant(db, appId, conversationOf(row), actor);
  if (row.deleted_at) {
    throw new ApiError(400, "ERR_MESSAGE_ALREADY_DELETED", `The message ${row.id} has been deleted.`);
  }
  return row;
}

/** The message with `data.reactions` always present (an empty array once the last one goes). */
function reactedMessage(db: Db, appId: string, id: number, actor: string) {
  const [view] = messagesForViewer(db, appId, [requireMessage(db, appId, id)], actor);
  const data = view?.data as Record<string, unknown>;
  return { data: { ...view, data: { ...data, reactions: data.reactions ?? [] } } };
}

const add = appRoute({
  ...reactionsContract.addReaction,
  handler: ({ deps, app, actor, params }) => {
    const uid = actor as string;
    const message = reactableMessage(deps.db, app.id, params.id, uid);
    const input = { messageId: message.id, reaction: params.reaction, uid };
    const row = addReaction(deps.db, app.id, input, seconds(deps));
    emit(deps, app, "message_reaction_added", { reaction: reactionView(deps.db, row) });
    return reactedMessage(deps.db, app.id, message.id, uid);
  },
});

const remove = appRoute({
  ...reactionsContract.removeReaction,
  handler: ({ deps, app, actor, params }) => {
    const uid = actor as string;
    const message = reactableMessage(deps.db, app.id, params.id, uid);
    const input = { messageId: message.id, reaction: params.reaction, uid };
    const row = removeReaction(deps.db, input, seconds(deps));
    emit(deps, app, "message_reaction_removed", { reaction: reactionView(deps.db, row) });
    return reactedMessage(deps.db, app.id, message.id, uid);
  },
});

type ListQuery = z.output<typeof reactionsContract.reactionQuery>;

function listPage(db: Db, appId: string, id: string, q: ListQuery, actor?: string, reaction?: string) {
  const message = requireMessage(db, appId, id);
  if (actor) requireParticipant(db, appId, conversationOf(message), actor);
  const { rows, next } = listReactions(db, message.id, { ...q, reaction });
  return {
    data: rows.map((r) => reactionView(db, r)),
    meta: { current: { limit: q.limit, count: rows.length }, ...(next ? { next } : {}) },
  };
}

const list = appRoute({
  ...reactionsContract.listReactions,
  handler: ({ deps, app, actor, params, query }) => listPage(deps.db, app.id, params.id, query, actor),
});

const listOne = appRoute({
  ...reactionsContract.listReactionsOfKind,
  handler: ({ deps, app, actor, params, query }) =>
    listPage(deps.db, app.id, params.id, query, actor, params.reaction),
});

export const reactionsRoutes: AnyRoute[] = [add, remove, list, listOne];
