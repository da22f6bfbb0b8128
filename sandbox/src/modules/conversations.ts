import * as conversationsContract from "../../../lib/contract/conversations";
import { conversationIdWith, requireParticipant, resetConversation } from "../core/conversation-state";
import {
  conversationView,
  findConversation,
  isConversationId,
  listConversations,
} from "../core/conversations";
import type { Db } from "../db/types";
import { badRequest, notFound } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { conversationUsers, setConversationTags } from "../store/conversations";
import { forGroup, forUser, type ViewerCtx } from "./conversation-with";
import { receiptRoutes } from "./receipts";

/** The conversation `viewer` asks for, or 404 `ERR_CONVERSATION_NOT_FOUND` before its first message. */
function requireConversation(db: Db, appId: string, conversationId: string, viewer: string) {
  const row = findConversation(db, appId, conversationId, viewer);
  if (!row) {
    throw notFound("ERR_CONVERSATION_NOT_FOUND", `The conversation ${conversationId} does not exist.`);
  }
  return row;
}

const list = appRoute({
  ...conversationsContract.listConversations,
  handler: ({ deps, app, actor, query }) => {
    if (query.unread && !actor) {
      throw badRequest("Unread counts are per user: send onBehalfOf with unread.", {
        onBehalfOf: ["is required with unread"],
      });
    }
    const { total, rows } = listConversations(deps.db, app.id, { ...query, viewer: actor });
    return { data: rows, meta: pageMeta(total, rows.length, query.page, query.perPage) };
  },
});

/** The viewer's conversation with the user or group `id`, as they see it. */
function viewWith({ deps, app, actor }: ViewerCtx, type: "user" | "group", id: string) {
  const viewer = actor as string;
  const conversationId = conversationIdWith(deps.db, app.id, viewer, type, id);
  const row = requireConversation(deps.db, app.id, conversationId, viewer);
  return { data: conversationView(deps.db, app.id, row, viewer) };
}

const withUser = appRoute({ ...conversationsContract.getUserConversation, handler: forUser(viewWith) });

const withGroup = appRoute({ ...conversationsContract.getGroupConversation, handler: forGroup(viewWith) });

function requireConversationId(id: string) {
  if (!isConversationId(id)) {
    throw badRequest("The conversation id must be <uidA>_user_<uidB> (sorted) or group_<guid>.", {
      conversationId: ["is not a conversation id"],
    });
  }
  return id;
}

const byId = appRoute({
  ...conversationsContract.getConversation,
  handler: ({ deps, app, actor, params }) => {
    const viewer = actor as string;
    requireConversationId(params.conversationId);
    const row = requireConversation(deps.db, app.id, params.conversationId, viewer);
    const view = conversationView(deps.db, app.id, row, viewer);
    // A deleted group's conversation is gone for everyone, members or not.
    if (!view.conversationWith) {
      throw notFound(
        "ERR_CONVERSATION_NOT_FOUND",
        `The conversation ${params.conversationId} does not exist.`,
      );
    }
    requireParticipant(deps.db, app.id, { id: row.conversation_id, type: row.conversation_type }, viewer);
    return { data: [view] };
  },
});

/** What a reset asks: only the user of the path may be named, and the messages may go for good. */
type ResetBody = { conversationWith?: string; deleteMessagesPermanently?: boolean };

/** Deletes the viewer's conversation with the user or group `id` for them alone. */
function resetWith(
  { deps, app, actor, body }: ViewerCtx & { body: ResetBody },
  type: "user" | "group",
  id: string,
) {
  const viewer = actor as string;
  const conversationId = conversationIdWith(deps.db, app.id, viewer, type, id);
  if (body.conversationWith !== undefined && body.conversationWith !== id) {
    throw badRequest("conversationWith names another user than the path.", {
      conversationWith: [`must be ${id}`],
    });
  }
  requireConversation(deps.db, app.id, conversationId, viewer);
  const permanently = body.deleteMessagesPermanently === true;
  resetConversation(deps.db, app.id, { conversationId, uid: viewer, permanently });
  return success(`The conversation ${conversationId} has been deleted successfully for UID ${viewer}.`);
}

const resetWithUser = appRoute({
  ...conversationsContract.resetUserConversation,
  handler: forUser(resetWith),
});

const resetWithGroup = appRoute({
  ...conversationsContract.resetGroupConversation,
  handler: forGroup(resetWith),
});

/** Gives the conversation tags as the viewer sees it and answers it (in an array, as published). */
function tagWith(
  { deps, app, actor, body }: ViewerCtx & { body: { tags?: string[] } },
  type: "user" | "group",
  id: string,
) {
  const viewer = actor as string;
  const conversationId = conversationIdWith(deps.db, app.id, viewer, type, id);
  const row = requireConversation(deps.db, app.id, conversationId, viewer);
  if (body.tags !== undefined) {
    setConversationTags(deps.db, app.id, conversationId, viewer, body.tags);
  }
  return { data: [conversationView(deps.db, app.id, row, viewer)] };
}

const tagWithUser = appRoute({ ...conversationsContract.updateUserConversation, handler: forUser(tagWith) });

const tagWithGroup = appRoute({
  ...conversationsContract.updateGroupConversation,
  handler: forGroup(tagWith),
});

const deleteById = appRoute({
  ...conversationsContract.deleteConversation,
  handler: ({ deps, app, actor, params }) => {
    const viewer = actor as string;
    const id = requireConversationId(params.conversationId);
    const row = requireConversation(deps.db, app.id, id, viewer);
    requireParticipant(deps.db, app.id, { id, type: row.conversation_type }, viewer);
    const users = conversationUsers(deps.db, app.id, id, row.conversation_type);
    for (const uid of users)
      resetConversation(deps.db, app.id, { conversationId: id, uid, permanently: false });
    return success(`The conversation ${id} has been deleted successfully for all the users.`);
  },
});

export const conversationsRoutes: AnyRoute[] = [
  list,
  withUser,
  withGroup,
  tagWithUser,
  tagWithGroup,
  resetWithUser,
  resetWithGroup,
  byId,
  deleteById,
  ...receiptRoutes,
];
