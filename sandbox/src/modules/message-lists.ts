import { z } from "zod";
import { messageListEnvelope } from "../../../lib/schemas/messages";
import { requireParticipant } from "../core/conversation-state";
import { requireGroup } from "../core/groups";
import { listMessages, type MessageCursor } from "../core/message-lists";
import { messagesForViewer } from "../core/message-views";
import { conversationIdFor } from "../core/messages";
import { requireUser } from "../core/users";
import type { Db } from "../db/open";
import { badRequest } from "../http/errors";
import { identifier, qint } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";

const TAG = "Messages";

/** Reference §2: cursor lists take `limit` (default 10; 1..1000 for messages), `affix` and `id`. */
const cursorQuery = z.object({
  limit: qint(1, 1000).optional().default(10),
  affix: z.enum(["append", "prepend"], { error: "must be append or prepend" }).optional().default("prepend"),
  id: z
    .string()
    .regex(/^\d{1,15}$/, "must be a message id")
    .transform(Number)
    .optional(),
  sentAt: qint(0, 9_999_999_999).optional(),
});

const PAGING =
  "Oldest to newest within a page. No id: prepend (default) = newest `limit`, append = oldest `limit`. " +
  "affix=prepend&id=X: the `limit` before X; affix=append&id=X: the `limit` after X. sentAt (without id): " +
  "prepend = sent before it, append = sent at or after it. meta.next {affix, id, sentAt} continues the same way; absent on the last page.";

function page(db: Db, appId: string, conversationId: string, q: MessageCursor, viewer?: string) {
  const { rows, next } = listMessages(db, appId, conversationId, q);
  return {
    data: messagesForViewer(db, appId, rows, viewer),
    meta: { current: { limit: q.limit, count: rows.length }, ...(next ? { next } : {}) },
  };
}

const userMessages = appRoute({
  api: "chat",
  method: "get",
  path: "/users/:uid/messages",
  tag: TAG,
  summary: `List the messages between onBehalfOf (required) and the user. ${PAGING}`,
  onBehalfOf: "required",
  params: z.object({ uid: identifier }),
  query: cursorQuery,
  response: messageListEnvelope,
  handler: ({ deps, app, actor, params, query }) => {
    const viewer = actor as string;
    requireUser(deps.db, app.id, params.uid);
    if (params.uid === viewer) {
      throw badRequest("A user has no conversation with themselves.", { uid: ["must not be onBehalfOf"] });
    }
    return page(deps.db, app.id, conversationIdFor("user", viewer, params.uid), query, viewer);
  },
});

const groupMessages = appRoute({
  api: "chat",
  method: "get",
  path: "/groups/:guid/messages",
  tag: TAG,
  summary: `List a group's messages; onBehalfOf (optional) must be a member. ${PAGING}`,
  onBehalfOf: "optional",
  params: z.object({ guid: identifier }),
  query: cursorQuery,
  response: messageListEnvelope,
  handler: ({ deps, app, actor, params, query }) => {
    const group = requireGroup(deps.db, app.id, params.guid);
    const conversationId = conversationIdFor("group", "", group.guid);
    if (actor) requireParticipant(deps.db, app.id, { id: conversationId, type: "group" }, actor);
    return page(deps.db, app.id, conversationId, query, actor);
  },
});

export const messageListRoutes: AnyRoute[] = [userMessages, groupMessages];
