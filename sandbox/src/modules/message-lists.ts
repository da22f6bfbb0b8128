import type { z } from "zod";
import * as messagesContract from "../../../lib/contract/messages";
import { clearedFor, requireParticipant } from "../core/conversation-state";
import { requireGroup } from "../core/groups";
import { cursorPage, type MessageCursor, type MessagePage } from "../core/message-lists";
import { messagesForViewer } from "../core/message-views";
import { conversationIdFor } from "../core/messages";
import { requireUser } from "../core/users";
import type { Db } from "../db/types";
import { badRequest } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import { likePattern } from "../store/like-pattern";

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

type SearchQuery = z.output<typeof messagesContract.searchMessagesQuery>;

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
  ...messagesContract.listMessages,
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
  ...messagesContract.listUserMessages,
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
  ...messagesContract.listGroupMessages,
  handler: ({ deps, app, actor, params, query }) => {
    const group = requireGroup(deps.db, app.id, params.guid);
    const conversationId = conversationIdFor("group", "", group.guid);
    if (actor) requireParticipant(deps.db, app.id, { id: conversationId, type: "group" }, actor);
    return page(deps.db, app.id, conversationId, query, actor);
  },
});

export const messageListRoutes: AnyRoute[] = [allMessages, userMessages, groupMessages];
