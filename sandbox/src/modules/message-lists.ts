import * as messagesContract from "../../../lib/contract/messages";
import { requireParticipant } from "../core/conversation-state";
import { requireGroup } from "../core/groups";
import { messagesForViewer } from "../core/message-views";
import { conversationIdFor } from "../core/messages";
import { requireUser } from "../core/users";
import type { Db } from "../db/types";
import { badRequest } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import {
  conversationMessages,
  type MessageCursor,
  type MessagePage,
  searchMessages,
} from "../store/message-lists";

export function answer(
  db: Db,
  appId: string,
  { rows, next }: MessagePage,
  q: MessageCursor,
  viewer?: string,
) {
  return {
    data: messagesForViewer(db, appId, rows, viewer),
    meta: { current: { limit: q.limit, count: rows.length }, ...(next ? { next } : {}) },
  };
}

/** A page of one conversation's messages, as `viewer` sees them. */
function conversationAnswer(
  db: Db,
  appId: string,
  conversationId: string,
  q: MessageCursor & { hideReplies?: boolean },
  viewer?: string,
) {
  return answer(db, appId, conversationMessages(db, appId, conversationId, q, viewer), q, viewer);
}

const allMessages = appRoute({
  ...messagesContract.listMessages,
  handler: ({ deps, app, actor, query }) => {
    if (query.hideDeleted && query.onlyDeleted) {
      throw badRequest("hideDeleted and onlyDeleted exclude each other.", {
        onlyDeleted: ["not with hideDeleted"],
      });
    }
    return answer(deps.db, app.id, searchMessages(deps.db, app.id, query, actor), query, actor);
  },
});

const userMessages = appRoute({
  ...messagesContract.listUserMessages,
  handler: ({ deps, app, actor, params, query }) => {
    const viewer = actor as string;
    requireUser(deps.db, app.id, params.uid);
    if (params.uid === viewer) {
      throw badRequest("A user has no conversation with themselves.", { uid: ["must not be onBehalfOf"] });
    }
    const conversationId = conversationIdFor("user", viewer, params.uid);
    return conversationAnswer(deps.db, app.id, conversationId, query, viewer);
  },
});

const groupMessages = appRoute({
  ...messagesContract.listGroupMessages,
  handler: ({ deps, app, actor, params, query }) => {
    const group = requireGroup(deps.db, app.id, params.guid);
    const conversationId = conversationIdFor("group", "", group.guid);
    if (actor) requireParticipant(deps.db, app.id, { id: conversationId, type: "group" }, actor);
    return conversationAnswer(deps.db, app.id, conversationId, query, actor);
  },
});

export const messageListRoutes: AnyRoute[] = [allMessages, userMessages, groupMessages];
