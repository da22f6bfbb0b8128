import { z } from "zod";
import {
  reactedMessageEnvelope,
  reactionListEnvelope,
  reactionNameSchema,
} from "../../../lib/schemas/reactions";
import { conversationOf, requireParticipant } from "../core/conversation-state";
import { emit } from "../core/events";
import { messagesForViewer } from "../core/message-views";
import { requireMessage } from "../core/messages";
import { addReaction, listReactions, reactionView, removeReaction } from "../core/reactions";
import type { Db } from "../db/open";
import { seconds } from "../deps";
import { ApiError } from "../http/errors";
import { qint } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";

const TAG = "Reactions";

/** Path params; Hono has already decoded the URL-encoded emoji. */
const oneReaction = z.object({ id: z.string(), reaction: reactionNameSchema });

/** Reference §7: default `limit` 10, at most 100; `affix` + `id` (a reaction id) move the cursor. */
const reactionQuery = z.object({
  limit: qint(1, 100).optional().default(10),
  affix: z.enum(["append", "prepend"], { error: "must be append or prepend" }).optional().default("append"),
  id: z
    .string()
    .regex(/^\d{1,15}$/, "must be a reaction id")
    .transform(Number)
    .optional(),
});

const PAGING =
  "Oldest first, newest last. No id: the first `limit`; affix=append&id=X: the `limit` after reaction X; " +
  "affix=prepend&id=X: the `limit` before it. meta.next {affix, id} continues the same way; absent on the last page.";

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
  api: "chat",
  method: "post",
  path: "/messages/:id/reactions/:reaction",
  tag: TAG,
  summary:
    "React to a message as onBehalfOf (≤ 45 characters; ≤ 25 distinct per message). Answers the message with data.reactions; fires message_reaction_added.",
  onBehalfOf: "required",
  params: oneReaction,
  response: reactedMessageEnvelope,
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
  api: "chat",
  method: "delete",
  path: "/messages/:id/reactions/:reaction",
  tag: TAG,
  summary:
    "Remove onBehalfOf's reaction (404 ERR_REACTION_NOT_FOUND if absent). Answers the message with data.reactions; fires message_reaction_removed.",
  onBehalfOf: "required",
  params: oneReaction,
  response: reactedMessageEnvelope,
  handler: ({ deps, app, actor, params }) => {
    const uid = actor as string;
    const message = reactableMessage(deps.db, app.id, params.id, uid);
    const input = { messageId: message.id, reaction: params.reaction, uid };
    const row = removeReaction(deps.db, input, seconds(deps));
    emit(deps, app, "message_reaction_removed", { reaction: reactionView(deps.db, row) });
    return reactedMessage(deps.db, app.id, message.id, uid);
  },
});

type ListQuery = z.output<typeof reactionQuery>;

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
  api: "chat",
  method: "get",
  path: "/messages/:id/reactions",
  tag: TAG,
  summary: `List a message's reactions. ${PAGING}`,
  onBehalfOf: "optional",
  params: z.object({ id: z.string() }),
  query: reactionQuery,
  response: reactionListEnvelope,
  handler: ({ deps, app, actor, params, query }) => listPage(deps.db, app.id, params.id, query, actor),
});

const listOne = appRoute({
  api: "chat",
  method: "get",
  path: "/messages/:id/reactions/:reaction",
  tag: TAG,
  summary: `List a message's reactions of one kind. ${PAGING}`,
  onBehalfOf: "optional",
  params: oneReaction,
  query: reactionQuery,
  response: reactionListEnvelope,
  handler: ({ deps, app, actor, params, query }) =>
    listPage(deps.db, app.id, params.id, query, actor, params.reaction),
});

export const reactionsRoutes: AnyRoute[] = [add, remove, list, listOne];
