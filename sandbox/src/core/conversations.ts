import { pageWindow } from "../db/page-window";
import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { clearedFor, guidOfConversation, unreadCount } from "./conversation-state";
import { findGroup, groupView } from "./groups";
import { messagesForViewer } from "./message-views";
import type { MessageRow } from "./messages";
import { APP_SYSTEM, findUser, systemUser, userView } from "./users";

export interface ConversationRow {
  conversation_id: string;
  conversation_type: "user" | "group";
  created_at: number;
  updated_at: number;
  with_id: string | null;
  last_message_id?: number | null;
}

const VIEWER_FIRST =
  "@viewer <> '' AND substr(c.conversation_id, 1, length(@viewer) + 6) = @viewer || '_user_'";
const VIEWER_LAST =
  "@viewer <> '' AND substr(c.conversation_id, -(length(@viewer) + 6)) = '_user_' || @viewer";

/** Without a viewer: the pair's later uid in sort order, preferring a real user. [ours] */
const WITH_ID = `CASE WHEN c.conversation_type = 'group' THEN substr(c.conversation_id, 7)
  ELSE coalesce(
    (SELECT max(s.uid) FROM conversation_state s WHERE s.app_id = c.app_id
      AND s.conversation_id = c.conversation_id AND s.uid <> @viewer AND s.uid <> '${APP_SYSTEM}'),
    (SELECT s.uid FROM conversation_state s WHERE s.app_id = c.app_id
      AND s.conversation_id = c.conversation_id AND s.uid <> @viewer AND s.uid = '${APP_SYSTEM}'),
    CASE WHEN ${VIEWER_FIRST} THEN substr(c.conversation_id, length(@viewer) + 7)
         WHEN ${VIEWER_LAST} THEN substr(c.conversation_id, 1, length(c.conversation_id) - length(@viewer) - 6)
    END) END`;

export function findConversation(
  db: Db,
  appId: string,
  conversationId: string,
  viewer?: string,
): ConversationRow | undefined {
  return db
    .prepare(
      `SELECT c.conversation_id, c.conversation_type, c.created_at, c.updated_at, c.last_message_id, ${WITH_ID} AS with_id
         FROM conversations c WHERE c.app_id = @appId AND c.conversation_id = @conversationId
          AND c.last_message_id > ${clearedFor("c")}`,
    )
    .get({ appId, conversationId, viewer: viewer ?? "" }) as ConversationRow | undefined;
}

function otherOfPair(conversationId: string, viewer?: string): string {
  const pair = parsePair(conversationId);
  if (!pair) return "";
  return pair[1] === viewer ? pair[0] : pair[1];
}

function conversationWith(db: Db, appId: string, row: ConversationRow, viewer?: string) {
  if (row.conversation_type === "group") {
    const group = findGroup(db, appId, guidOfConversation(row.conversation_id));
    return group ? groupView(db, group, viewer) : undefined;
  }
  const withId = row.with_id ?? otherOfPair(row.conversation_id, viewer);
  const extra = { conversationId: row.conversation_id };
  if (withId === APP_SYSTEM) return { ...systemUser(), ...extra };
  const user = findUser(db, appId, withId);
  return user
    ? userView(user, extra)
    : { uid: withId, name: withId, role: "default", status: "offline", ...extra };
}

/**
 * A conversation's last message: the one its row names (the app's settings decide which messages become the last
 * one, core/app-settings.ts), else, when that one was deleted for good or none is named, its newest message.
 */
export function lastMessageOf(
  db: Db,
  appId: string,
  conversationId: string,
  lastMessageId: number | null | undefined,
): MessageRow | undefined {
  const byId = lastMessageId
    ? (prepared(db, "SELECT * FROM messages WHERE app_id = ? AND id = ?").get(appId, lastMessageId) as
        | MessageRow
        | undefined)
    : undefined;
  return (
    byId ??
    (prepared(
      db,
      "SELECT * FROM messages WHERE app_id = ? AND conversation_id = ? ORDER BY id DESC LIMIT 1",
    ).get(appId, conversationId) as MessageRow | undefined)
  );
}

/** The `last_message_id` a conversation's row names, or undefined while it has no row. */
export const lastMessageIdOf = (db: Db, appId: string, conversationId: string) =>
  (
    prepared(db, "SELECT last_message_id FROM conversations WHERE app_id = ? AND conversation_id = ?").get(
      appId,
      conversationId,
    ) as { last_message_id: number | null } | undefined
  )?.last_message_id;

export function conversationView(db: Db, appId: string, row: ConversationRow, viewer?: string) {
  const last = lastMessageOf(db, appId, row.conversation_id, row.last_message_id);
  const [lastMessage] = last ? messagesForViewer(db, appId, [last], viewer) : [];
  const tagged = viewer
    ? (prepared(
        db,
        "SELECT tags FROM conversation_state WHERE app_id = ? AND conversation_id = ? AND uid = ?",
      ).get(appId, row.conversation_id, viewer) as { tags: string | null } | undefined)
    : undefined;
  return {
    conversationId: row.conversation_id,
    conversationType: row.conversation_type,
    unreadMessageCount: String(viewer ? unreadCount(db, appId, row.conversation_id, viewer) : 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastMessage,
    conversationWith: conversationWith(db, appId, row, viewer),
    ...(tagged?.tags ? { tags: JSON.parse(tagged.tags) as string[] } : {}),
  };
}

export interface ConversationFilter {
  viewer?: string;
  conversationType?: "user" | "group";
  searchKey?: string;
  unread?: boolean;
  /** The conversation's own tags: the viewer's, or without a viewer anyone's. */
  tags?: string[];
  /** Tags of the user a one-to-one conversation is with. */
  userTags?: string[];
  /** Tags of the group of a group conversation. */
  groupTags?: string[];
  page: number;
  perPage: number;
}

const UNREAD = `(SELECT count(*) FROM messages m
  WHERE m.app_id = @appId AND m.conversation_id = conv.conversation_id AND m.sender <> @viewer
    AND m.category <> 'action' AND m.deleted_at IS NULL
    AND m.id > coalesce((SELECT read_message_id FROM conversation_state s
                          WHERE s.app_id = @appId AND s.conversation_id = conv.conversation_id AND s.uid = @viewer), 0))`;

/**
 * Where the viewer's conversations can be, each part read through an index, so a user's list does not read
 * the app's: conversations they have a state row in (every message sent through the API writes one for both
 * users of a pair), pairs whose id starts with their uid, pairs they sent or received a message in (for data
 * written without state rows), and the conversations of their groups.
 */
const VIEWERS_CONVERSATIONS = `
  SELECT s.conversation_id FROM conversation_state s WHERE s.app_id = @appId AND s.uid = @viewer
  UNION ALL SELECT p.conversation_id FROM conversations p
    WHERE p.app_id = @appId AND p.conversation_id > @viewer || '_user_' AND p.conversation_id < @viewer || '_user\`'
  UNION ALL SELECT m.conversation_id FROM messages m
    WHERE m.app_id = @appId AND m.sender = @viewer AND m.receiver_type = 'user'
  UNION ALL SELECT m.conversation_id FROM messages m
    WHERE m.app_id = @appId AND m.receiver = @viewer AND m.receiver_type = 'user'
  UNION ALL SELECT 'group_' || gm.guid FROM group_members gm WHERE gm.app_id = @appId AND gm.uid = @viewer`;

/**
 * Where the conversations a keyword matches can be, without a viewer: those of the users and groups whose
 * name or id holds it (users through their state rows), and those whose id holds it (a pair's uids). A pair
 * written without state rows is found by its uids, not its users' names.
 */
const SEARCH_CANDIDATES = `
  SELECT s.conversation_id FROM users u JOIN conversation_state s ON s.app_id = u.app_id AND s.uid = u.uid
    WHERE u.app_id = @appId AND (lower(u.name) LIKE @search ESCAPE '\\' OR u.uid LIKE @search ESCAPE '\\')
  UNION ALL SELECT 'group_' || g.guid FROM groups g
    WHERE g.app_id = @appId AND (lower(g.name) LIKE @search ESCAPE '\\' OR g.guid LIKE @search ESCAPE '\\')
  UNION ALL SELECT p.conversation_id FROM conversations p
    WHERE p.app_id = @appId AND p.conversation_id LIKE @search ESCAPE '\\'`;

const COLUMNS = `c.conversation_id, c.conversation_type, c.created_at, c.updated_at, c.last_message_id,
  ${WITH_ID} AS with_id`;

/**
 * `searchKey` matches the other party's name or id (contains, case-insensitive) [ours]; `tags` the
 * conversation's own tags, `userTags` and `groupTags` those of the user or group it is with.
 */
export function listConversations(db: Db, appId: string, f: ConversationFilter) {
  const plain =
    !f.viewer && !f.searchKey && !f.unread && !f.tags?.length && !f.userTags?.length && !f.groupTags?.length;
  // One read transaction: the total and the page come from the same state of the store.
  return db.transaction(() => {
    const { total, rows } = plain ? allConversations(db, appId, f) : matching(db, appId, f);
    return { total, rows: rows.map((r) => conversationView(db, appId, r, f.viewer)) };
  })();
}

/**
 * Every conversation of the app, or of one type: the total from `conversation_counts`, the page from the
 * list-order index (read from the other end past the middle), the other party worked out for its rows only.
 */
function allConversations(db: Db, appId: string, f: ConversationFilter) {
  const typed = (table: string) =>
    f.conversationType ? `AND ${table}.conversation_type = @conversationType` : "";
  const total = prepared(
    db,
    `SELECT coalesce(sum(n), 0) FROM conversation_counts WHERE app_id = @appId ${typed("conversation_counts")}`,
  )
    .pluck()
    .get({ appId, conversationType: f.conversationType }) as number;
  const w = pageWindow(total, (f.page - 1) * f.perPage, f.perPage);
  if (w.limit === 0) return { total, rows: [] as ConversationRow[] };
  const dir = w.fromEnd ? "ASC" : "DESC";
  const rows = prepared(
    db,
    `SELECT ${COLUMNS} FROM conversations c WHERE c.app_id = @appId ${typed("c")}
      ORDER BY c.updated_at ${dir}, c.last_message_id ${dir} LIMIT @take OFFSET @skip`,
  ).all({
    appId,
    viewer: "",
    conversationType: f.conversationType,
    take: w.limit,
    skip: w.offset,
  }) as ConversationRow[];
  return { total, rows: w.fromEnd ? rows.reverse() : rows };
}

/** Any other filter: the matching conversations are counted and the page skips to its place. */
function matching(db: Db, appId: string, f: ConversationFilter) {
  const inner = ["c.app_id = @appId"];
  if (f.viewer) {
    // A conversation the viewer deleted stays out of their list until a new message arrives.
    inner.push(`c.last_message_id > ${clearedFor("c")}`);
    // The candidates come through indexes; the test below decides, as it always has.
    inner.push(`c.conversation_id IN (${VIEWERS_CONVERSATIONS})`);
    inner.push(`((c.conversation_type = 'user' AND (${VIEWER_FIRST} OR ${VIEWER_LAST} OR EXISTS (SELECT 1
        FROM conversation_state s WHERE s.app_id = c.app_id AND s.conversation_id = c.conversation_id AND s.uid = @viewer)))
      OR (c.conversation_type = 'group' AND EXISTS (SELECT 1 FROM group_members gm
        WHERE gm.app_id = c.app_id AND gm.guid = substr(c.conversation_id, 7) AND gm.uid = @viewer)))`);
  }
  if (f.searchKey && !f.viewer) inner.push(`c.conversation_id IN (${SEARCH_CANDIDATES})`);
  if (f.conversationType) inner.push("c.conversation_type = @conversationType");
  const outer = ["(conv.conversation_type = 'user' OR g.guid IS NOT NULL)"];
  if (f.searchKey) {
    outer.push(
      `(lower(coalesce(u.name, g.name, '')) LIKE @search ESCAPE '\\' OR conv.with_id LIKE @search ESCAPE '\\')`,
    );
  }
  const anyOf = (column: string, param: string) =>
    `EXISTS (SELECT 1 FROM json_each(coalesce(${column}, '[]')) j WHERE j.value IN (SELECT value FROM json_each(${param})))`;
  if (f.tags?.length) {
    outer.push(`EXISTS (SELECT 1 FROM conversation_state s WHERE s.app_id = @appId
      AND s.conversation_id = conv.conversation_id ${f.viewer ? "AND s.uid = @viewer" : ""}
      AND ${anyOf("s.tags", "@tags")})`);
  }
  if (f.userTags?.length) outer.push(`conv.conversation_type = 'user' AND ${anyOf("u.tags", "@userTags")}`);
  if (f.groupTags?.length)
    outer.push(`conv.conversation_type = 'group' AND ${anyOf("g.tags", "@groupTags")}`);
  if (f.unread) outer.push(`${UNREAD} > 0`);
  const from = `WITH conv AS (SELECT ${COLUMNS} FROM conversations c WHERE ${inner.join(" AND ")})
    SELECT conv.* FROM conv
      LEFT JOIN users u ON conv.conversation_type = 'user' AND u.app_id = @appId AND u.uid = conv.with_id
      LEFT JOIN groups g ON conv.conversation_type = 'group' AND g.app_id = @appId AND g.guid = conv.with_id
     WHERE ${outer.join(" AND ")}`;
  const params = {
    appId,
    viewer: f.viewer ?? "",
    conversationType: f.conversationType,
    search: f.searchKey ? `%${f.searchKey.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined,
    tags: JSON.stringify(f.tags ?? []),
    userTags: JSON.stringify(f.userTags ?? []),
    groupTags: JSON.stringify(f.groupTags ?? []),
    take: f.perPage,
    skip: (f.page - 1) * f.perPage,
  };
  // A user's few conversations, or a keyword's, are found through their candidates and sorted: `+` keeps the
  // planner from walking the whole app's list in order instead.
  const order = `${f.viewer || f.searchKey ? "+" : ""}conv.updated_at DESC, conv.last_message_id DESC`;
  const { total } = db.prepare(`SELECT count(*) AS total FROM (${from})`).get(params) as { total: number };
  const rows = db
    .prepare(`${from} ORDER BY ${order} LIMIT @take OFFSET @skip`)
    .all(params) as ConversationRow[];
  return { total, rows };
}

const ID_PART = /^[a-z0-9_-]{1,100}$/;

export function parsePair(id: string): [string, string] | undefined {
  // A uid may itself hold `_user_`: accept the first split that gives a sorted pair of valid uids.
  for (let at = id.indexOf("_user_"); at > 0; at = id.indexOf("_user_", at + 1)) {
    const a = id.slice(0, at);
    const b = id.slice(at + "_user_".length);
    if (ID_PART.test(a) && ID_PART.test(b) && a < b) return [a, b];
  }
  return undefined;
}

export function isConversationId(id: string): boolean {
  return parsePair(id) !== undefined || (id.startsWith("group_") && ID_PART.test(guidOfConversation(id)));
}
