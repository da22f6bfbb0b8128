import { z } from "zod";
import { successEnvelope } from "../../../lib/schemas/common";
import {
  conversationArrayEnvelope,
  conversationEnvelope,
  conversationListEnvelope,
} from "../../../lib/schemas/conversations";
import { requireParticipant, resetConversation } from "../core/conversation-state";
import {
  conversationView,
  findConversation,
  isConversationId,
  listConversations,
} from "../core/conversations";
import { requireGroup } from "../core/groups";
import { conversationIdFor } from "../core/messages";
import { requireUser } from "../core/users";
import type { Db } from "../db/open";
import { badRequest, notFound } from "../http/errors";
import { identifier, pageMeta, pageQuery, qbool, qlist, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { receiptRoutes } from "./receipts";

export const CONVERSATIONS_TAG = "Conversations";

/** The conversation `viewer` asks for, or 404 `ERR_CONVERSATION_NOT_FOUND` before its first message. */
function requireConversation(db: Db, appId: string, conversationId: string, viewer: string) {
  const row = findConversation(db, appId, conversationId, viewer);
  if (!row) {
    throw notFound("ERR_CONVERSATION_NOT_FOUND", `The conversation ${conversationId} does not exist.`);
  }
  return row;
}

const listQuery = pageQuery().extend({
  conversationType: z.enum(["user", "group"], { error: "must be user or group" }).optional(),
  searchKey: z.string().max(100, "must be at most 100 characters").optional(),
  unread: qbool.optional(),
  tags: qlist.optional(),
});

const list = appRoute({
  api: "chat",
  method: "get",
  path: "/conversations",
  tag: CONVERSATIONS_TAG,
  summary:
    "List conversations, newest updatedAt first. With onBehalfOf: that user's pairs and groups, with unread counts (unread=true needs onBehalfOf). searchKey/tags match the other party.",
  onBehalfOf: "optional",
  query: listQuery,
  response: conversationListEnvelope,
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
  api: "chat",
  method: "get",
  path: "/users/:uid/conversation",
  tag: CONVERSATIONS_TAG,
  summary:
    "Get the conversation between onBehalfOf and the user (404 ERR_CONVERSATION_NOT_FOUND before its first message).",
  onBehalfOf: "required",
  params: z.object({ uid: identifier }),
  response: conversationEnvelope,
  handler: ({ deps, app, actor, params }) => {
    const viewer = actor as string;
    requireUser(deps.db, app.id, params.uid);
    if (params.uid === viewer) {
      throw badRequest("A user has no conversation with themselves.", { uid: ["must not be onBehalfOf"] });
    }
    const row = requireConversation(deps.db, app.id, conversationIdFor("user", viewer, params.uid), viewer);
    return { data: conversationView(deps.db, app.id, row, viewer) };
  },
});

const withGroup = appRoute({
  api: "chat",
  method: "get",
  path: "/groups/:guid/conversation",
  tag: CONVERSATIONS_TAG,
  summary:
    "Get a group's conversation as onBehalfOf, who must be a member (403 ERR_CONVERSATION_NOT_ACCESSIBLE).",
  onBehalfOf: "required",
  params: z.object({ guid: identifier }),
  response: conversationEnvelope,
  handler: ({ deps, app, actor, params }) => {
    const viewer = actor as string;
    const group = requireGroup(deps.db, app.id, params.guid);
    const conversationId = conversationIdFor("group", viewer, group.guid);
    requireParticipant(deps.db, app.id, { id: conversationId, type: "group" }, viewer);
    const row = requireConversation(deps.db, app.id, conversationId, viewer);
    return { data: conversationView(deps.db, app.id, row, viewer) };
  },
});

const byId = appRoute({
  api: "chat",
  method: "get",
  path: "/conversations/:conversationId",
  tag: CONVERSATIONS_TAG,
  summary:
    "Deprecated: use /users/{uid}/conversation or /groups/{guid}/conversation. Answers an array holding the conversation; 400 for a malformed id.",
  onBehalfOf: "required",
  params: z.object({
    conversationId: z
      .string()
      .max(210)
      .transform((s) => s.toLowerCase()),
  }),
  response: conversationArrayEnvelope,
  handler: ({ deps, app, actor, params }) => {
    const viewer = actor as string;
    if (!isConversationId(params.conversationId)) {
      throw badRequest("The conversation id must be <uidA>_user_<uidB> (sorted) or group_<guid>.", {
        conversationId: ["is not a conversation id"],
      });
    }
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

/** The published "reset conversation" body. */
const resetBody = z.strictObject({
  conversationWith: identifier.optional(),
  deleteMessagesPermanently: z.boolean({ error: "must be true or false" }).optional(),
});

const RESET =
  "Delete the conversation for onBehalfOf (published: reset): its messages so far are gone from their lists and it leaves their conversations until a new message; with deleteMessagesPermanently, the messages are deleted for everyone.";

function reset(db: Db, appId: string, conversationId: string, viewer: string, permanently: boolean) {
  requireConversation(db, appId, conversationId, viewer);
  resetConversation(db, appId, { conversationId, uid: viewer, permanently });
  return success(`The conversation ${conversationId} has been deleted successfully for UID ${viewer}.`);
}

const resetWithUser = appRoute({
  api: "chat",
  method: "delete",
  path: "/users/:uid/conversation",
  tag: CONVERSATIONS_TAG,
  summary: `${RESET} conversationWith, when given, must be the user of the path.`,
  onBehalfOf: "required",
  params: z.object({ uid: identifier }),
  body: resetBody,
  response: successEnvelope,
  handler: ({ deps, app, actor, params, body }) => {
    const viewer = actor as string;
    requireUser(deps.db, app.id, params.uid);
    if (params.uid === viewer) {
      throw badRequest("A user has no conversation with themselves.", { uid: ["must not be onBehalfOf"] });
    }
    if (body.conversationWith !== undefined && body.conversationWith !== params.uid) {
      throw badRequest("conversationWith names another user than the path.", {
        conversationWith: [`must be ${params.uid}`],
      });
    }
    const id = conversationIdFor("user", viewer, params.uid);
    return reset(deps.db, app.id, id, viewer, body.deleteMessagesPermanently === true);
  },
});

const resetWithGroup = appRoute({
  api: "chat",
  method: "delete",
  path: "/groups/:guid/conversation",
  tag: CONVERSATIONS_TAG,
  summary: `${RESET} onBehalfOf must be a member.`,
  onBehalfOf: "required",
  params: z.object({ guid: identifier }),
  body: resetBody.omit({ conversationWith: true }),
  response: successEnvelope,
  handler: ({ deps, app, actor, params, body }) => {
    const viewer = actor as string;
    const group = requireGroup(deps.db, app.id, params.guid);
    const id = conversationIdFor("group", viewer, group.guid);
    requireParticipant(deps.db, app.id, { id, type: "group" }, viewer);
    return reset(deps.db, app.id, id, viewer, body.deleteMessagesPermanently === true);
  },
});

export const conversationsRoutes: AnyRoute[] = [
  list,
  withUser,
  withGroup,
  resetWithUser,
  resetWithGroup,
  byId,
  ...receiptRoutes,
];
