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

const withUser = appRoute({
  ...conversationsContract.getUserConversation,
  handler: ({ deps, app, actor, params }) => {
    const viewer = actor as string;
    const pairId = conversationIdWith(deps.db, app.id, viewer, "user", params.uid);
    const row = requireConversation(deps.db, app.id, pairId, viewer);
    return { data: conversationView(deps.db, app.id, row, viewer) };
  },
});

const withGroup = appRoute({
  ...conversationsContract.getGroupConversation,
  handler: ({ deps, app, actor, params }) => {
    const viewer = actor as string;
    const conversationId = conversationIdWith(deps.db, app.id, viewer, "group", params.guid);
    const row = requireConversation(deps.db, app.id, conversationId, viewer);
    return { data: conversationView(deps.db, app.id, row, viewer) };
  },
});

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

function reset(db: Db, appId: string, conversationId: string, viewer: string, permanently: boolean) {
  requireConversation(db, appId, conversationId, viewer);
  resetConversation(db, appId, { conversationId, uid: viewer, permanently });
  return success(`The conversation ${conversationId} has been deleted successfully for UID ${viewer}.`);
}

const resetWithUser = appRoute({
  ...conversationsContract.resetUserConversation,
  handler: ({ deps, app, actor, params, body }) => {
    const viewer = actor as string;
    const pairId = conversationIdWith(deps.db, app.id, viewer, "user", params.uid);
    if (body.conversationWith !== undefined && body.conversationWith !== params.uid) {
      throw badRequest("conversationWith names another user than the path.", {
        conversationWith: [`must be ${params.uid}`],
      });
    }
    return reset(deps.db, app.id, pairId, viewer, body.deleteMessagesPermanently === true);
  },
});

const resetWithGroup = appRoute({
  ...conversationsContract.resetGroupConversation,
  handler: ({ deps, app, actor, params, body }) => {
    const viewer = actor as string;
    const id = conversationIdWith(deps.db, app.id, viewer, "group", params.guid);
    return reset(deps.db, app.id, id, viewer, body.deleteMessagesPermanently === true);
  },
});

/** Gives the conversation tags as `viewer` sees it and answers it (in an array, as published). */
function tag(db: Db, appId: string, conversationId: string, viewer: string, tags: string[] | undefined) {
  const row = requireConversation(db, appId, conversationId, viewer);
  if (tags !== undefined) {
    setConversationTags(db, appId, conversationId, viewer, tags);
  }
  return { data: [conversationView(db, appId, row, viewer)] };
}

const tagWithUser = appRoute({
  ...conversationsContract.updateUserConversation,
  handler: ({ deps, app, actor, params, body }) => {
    const viewer = actor as string;
    const pairId = conversationIdWith(deps.db, app.id, viewer, "user", params.uid);
    return tag(deps.db, app.id, pairId, viewer, body.tags);
  },
});

const tagWithGroup = appRoute({
  ...conversationsContract.updateGroupConversation,
  handler: ({ deps, app, actor, params, body }) => {
    const viewer = actor as string;
    const id = conversationIdWith(deps.db, app.id, viewer, "group", params.guid);
    return tag(deps.db, app.id, id, viewer, body.tags);
  },
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
