import { z } from "zod";
import { messageListEnvelope } from "../../../lib/schemas/messages";
import { clearedFor, requireParticipant } from "../core/conversation-state";
import { requireGroup } from "../core/groups";
import { cursorPage, type MessageCursor, type MessagePage } from "../core/message-lists";
import { messagesForViewer } from "../core/message-views";
import { conversationIdFor } from "../core/messages";
import { requireUser } from "../core/users";
import type { Db } from "../db/open";
import { badRequest } from "../http/errors";
import { identifier, qbool, qint, qlist } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { likePattern } from "./like-pattern";

const TAG = "Messages";

/** Reference §2: cursor lists take `limit` (default 10; 1..1000 for messages), `affix` and `id`. */
export const cursorQuery = z.object({
  limit: qint(1, 1000).optional().default(10),
  affix: z.enum(["append", "prepend"], { error: "must be append or prepend" }).optional().default("prepend"),
  id: z
    .string()
    .regex(/^\d{1,15}$/, "must be a message id")
    .transform(Number)
    .optional(),
  sentAt: qint(0, 9_999_999_999).optional(),
  hideReplies: qbool.optional(),
});

export const PAGING =
  "Oldest to newest within a page. No id: prepend (default) = newest `limit`, append = oldest `limit`. " +
  "affix=prepend&id=X: the `limit` before X; affix=append&id=X: the `limit` after X. sentAt (without id): " +
  "prepend = sent before it, append = sent at or after it. meta.next {affix, id, sentAt} continues the same way; absent on the last page.";

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

function page(
  db: Db,
  appId: string,
  conversationId: string,
  q: MessageCursor & { hideReplies?: boolean },
  viewer?: string,
) {
  const where = ["app_id = @appId", "conversation_id = @conversationId"];
  if (q.hideReplies) where.push("parent_id IS NULL");
  if (viewer) where.push(`id > ${clearedFor("messages")}`);
  return answer(db, appId, cursorPage(db, where, { appId, conversationId, viewer }, q), q, viewer);
}

const MEDIA = ["image", "video", "audio", "file"] as const;
const kinds = qlist.pipe(z.array(z.string().max(100)).max(25, "at most 25 values"));

const searchQuery = cursorQuery.extend({
  searchKey: z.string().min(1).max(100, "must be at most 100 characters").optional(),
  sender: identifier.optional(),
  receiverType: z.enum(["user", "group"], { error: "must be user or group" }).optional(),
  conversationId: z.string().min(1).max(250).optional(),
  category: z
    .enum(["message", "action", "custom"], { error: "must be message, action or custom" })
    .optional(),
  type: z.string().min(1).max(100).optional(),
  categories: kinds.optional(),
  types: kinds.optional(),
  tags: kinds.optional(),
  hasAttachments: qbool.optional(),
  attachmentTypes: z.enum(MEDIA, { error: "must be image, video, audio or file" }).optional(),
  hasReactions: qbool.optional(),
  /** [ours] Thread parents (true) or messages without replies (false); the published filters have none. */
  hasReplies: qbool.optional(),
  hideDeleted: qbool.optional(),
  onlyDeleted: qbool.optional(),
  fromTimestamp: qint(0, 9_999_999_999).optional(),
  toTimestamp: qint(0, 9_999_999_999).optional(),
});
type SearchQuery = z.output<typeof searchQuery>;

function searchTerms(appId: string, q: SearchQuery, viewer: string | undefined) {
  const where = ["app_id = @appId"];
  const args: Record<string, unknown> = { appId };
  const add = (term: string, values: Record<string, unknown> = {}) => {
    where.push(term);
    Object.assign(args, values);
  };
  const list = (name: string, values: string[]) => {
    const keys = values.map((v, i) => {
      args[`${name}${i}`] = v;
      return `@${name}${i}`;
    });
    return `(${keys.join(", ")})`;
  };
  if (viewer) {
    add(
      `((receiver_type = 'user' AND (sender = @viewer OR receiver = @viewer)) OR (receiver_type = 'group' AND receiver IN
        (SELECT guid FROM group_members WHERE app_id = @appId AND uid = @viewer)))`,
      { viewer },
    );
    add(`id > ${clearedFor("messages")}`);
  }
  if (q.searchKey) {
    add("json_extract(data, '$.text') LIKE @searchKey ESCAPE '\\'", { searchKey: likePattern(q.searchKey) });
  }
  if (q.sender) add("sender = @sender", { sender: q.sender });
  if (q.receiverType) add("receiver_type = @receiverType", { receiverType: q.receiverType });
  if (q.conversationId) add("conversation_id = @conversationId", { conversationId: q.conversationId });
  if (q.category) add("category = @category", { category: q.category });
  if (q.type) add("type = @type", { type: q.type });
  if (q.categories?.length) add(`category IN ${list("category", q.categories)}`);
  if (q.types?.length) add(`type IN ${list("type", q.types)}`);
  if (q.tags?.length)
    add(`EXISTS (SELECT 1 FROM json_each(messages.tags) WHERE value IN ${list("tag", q.tags)})`);
  const attached = "coalesce(json_array_length(data, '$.attachments'), 0) > 0";
  if (q.hasAttachments !== undefined) add(q.hasAttachments ? attached : `NOT ${attached}`);
  if (q.attachmentTypes) add(`${attached} AND type = @attachmentType`, { attachmentType: q.attachmentTypes });
  const reacted = "EXISTS (SELECT 1 FROM reactions r WHERE r.message_id = messages.id)";
  if (q.hasReactions !== undefined) add(q.hasReactions ? reacted : `NOT ${reacted}`);
  const replied =
    "EXISTS (SELECT 1 FROM messages r WHERE r.app_id = messages.app_id AND r.parent_id = messages.id)";
  if (q.hasReplies !== undefined) add(q.hasReplies ? replied : `NOT ${replied}`);
  if (q.hideDeleted) add("deleted_at IS NULL");
  if (q.hideReplies) add("parent_id IS NULL");
  if (q.onlyDeleted) add("deleted_at IS NOT NULL");
  // As published, toTimestamp counts only with fromTimestamp.
  if (q.fromTimestamp !== undefined) {
    add("sent_at >= @fromTimestamp", { fromTimestamp: q.fromTimestamp });
    if (q.toTimestamp !== undefined) add("sent_at <= @toTimestamp", { toTimestamp: q.toTimestamp });
  }
  return { where, args };
}

const allMessages = appRoute({
  api: "chat",
  method: "get",
  path: "/messages",
  tag: TAG,
  summary:
    "List the app's messages (with onBehalfOf: those of that user's conversations and groups). Filters: searchKey " +
    "(part of the text, any case), sender, receiverType, conversationId, category, type, categories, types, tags, " +
    "hasAttachments, attachmentTypes, hasReactions, hideDeleted, onlyDeleted, fromTimestamp and toTimestamp " +
    "(only with fromTimestamp), hideReplies, and [ours] hasReplies (thread parents, or messages without replies). " +
    `A thread's parent carries replyCount. ${PAGING}`,
  onBehalfOf: "optional",
  query: searchQuery,
  response: messageListEnvelope,
  handler: ({ deps, app, actor, query }) => {
    if (query.hideDeleted && query.onlyDeleted) {
      throw badRequest("hideDeleted and onlyDeleted exclude each other.", {
        onlyDeleted: ["not with hideDeleted"],
      });
    }
    const { where, args } = searchTerms(app.id, query, actor);
    return answer(deps.db, app.id, cursorPage(deps.db, where, args, query), query, actor);
  },
});

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

export const messageListRoutes: AnyRoute[] = [allMessages, userMessages, groupMessages];
