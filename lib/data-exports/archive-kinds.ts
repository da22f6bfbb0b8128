import type { AuditRow } from "../audit-filter";
import { toAuditRow } from "../audit-query";
import * as callsContract from "../contract/calls";
import { getUser, listBlockedUsers, listFriends } from "../contract/users";
import type { Db } from "../db";
import type { Role } from "../db/types";
import { auditLogExport } from "../exports/audit-log";
import { callsExport } from "../exports/calls";
import { messagesExport, reactionsExport } from "../exports/messages";
import { notificationLogsExport } from "../exports/notification-logs";
import type { ExportColumn } from "../exports/types";
import {
  authTokensExport,
  blockedUsersExport,
  userFriendsExport,
  userGroupsExport,
} from "../exports/user-sections";
import { usersExport } from "../exports/users";
import type { UserArchiveKind } from "../schemas/data-exports";
import { type NotificationLog, nextLogCursor } from "../schemas/notification-logs";
import type { Reaction } from "../schemas/reactions";
import { call } from "../server/api/call";
import { listNotificationLogs } from "../server/api/chat-notifications";
import { findUserAnyState, listUserGroups } from "../server/api/chat-users";
import { isServiceError } from "../server/api/errors";
import { maskedAuthTokens } from "../server/api/masked-auth-tokens";
import type { Connection } from "../server/api/request";
import { messagePages, numberedPages, reactionPages, type SourcePage } from "./sources";

/** Who an archive is about, and where to read it. */
export interface ArchiveSubject {
  conn: Connection;
  db: Db;
  appId: string;
  uid: string;
}

/** How one kind of an archive is read: its pages from a cursor, its CSV columns, the time of a row. */
export interface ArchiveKind {
  minRole: Role;
  columns: readonly ExportColumn<unknown>[];
  /** Unix seconds a row is dated by, for the README's time range; undefined when it has none. */
  time(row: unknown): number | undefined;
  pages(s: ArchiveSubject, cursor: unknown): AsyncIterable<SourcePage<unknown>>;
}

const PAGE = 1000;
const AUDIT_BATCH = 500;

type Dated = { [k: string]: unknown };
const field =
  (name: string, scale = 1) =>
  (row: unknown) => {
    const v = (row as Dated)[name];
    return typeof v === "number" ? Math.floor(v / scale) : undefined;
  };
const columnsOf = <Row>(list: { columns: Record<string, ExportColumn<Row>> }) =>
  Object.values(list.columns) as ExportColumn<unknown>[];

/** A service list paged by number, read to its end (a short page). */
const numbered = <Row>(
  cursor: unknown,
  read: (page: number) => Promise<{ data: readonly Row[]; meta: { pagination: { per_page: number } } }>,
) => numberedPages<Row>(cursor, read, () => true);

/** The user as `GET /users/{uid}` answers, or as the users list shows a deactivated one. */
async function* profilePages(s: ArchiveSubject, cursor: unknown): AsyncGenerator<SourcePage<unknown>> {
  if (cursor === "done") return;
  try {
    const res = await call(s.conn, getUser, { params: { uid: s.uid } });
    yield { rows: [res.data], cursor: "done" };
  } catch (e) {
    if (!isServiceError(e) || e.status !== 404) throw e;
    const user = await findUserAnyState(s.conn, s.uid);
    if (!user) throw e;
    yield { rows: [user], cursor: "done" };
  }
}

type LogCursor = { part: number; logId?: string };
/** Entries where the user is the recipient (one-on-one, then as a group's member), then the sender's. */
const LOG_PARTS = [
  (uid: string) => ({ receiver: uid, receiverType: "user" as const }),
  (uid: string) => ({ member: uid, receiverType: "group" as const }),
  (uid: string) => ({ sender: uid }),
];

async function* notificationLogPages(
  s: ArchiveSubject,
  cursor: unknown,
): AsyncGenerator<SourcePage<NotificationLog>> {
  const at = (cursor as LogCursor | undefined) ?? { part: 0 };
  for (let part = at.part; part < LOG_PARTS.length; part++) {
    let logId = part === at.part ? at.logId : undefined;
    for (;;) {
      const filter = (LOG_PARTS[part] as (typeof LOG_PARTS)[number])(s.uid);
      const res = await listNotificationLogs(s.conn, {
        ...filter,
        ...(logId ? { affix: "append" as const, logId } : {}),
      });
      logId = res.data.length === 0 ? undefined : nextLogCursor(res);
      yield { rows: res.data, cursor: logId ? { part, logId } : { part: part + 1 } };
      if (!logId) break;
    }
  }
}

/** The dashboard's own audit entries of this app whose target is the user, oldest first; the cursor is an id. */
async function* auditPages(s: ArchiveSubject, cursor: unknown): AsyncGenerator<SourcePage<AuditRow>> {
  let after = typeof cursor === "number" ? cursor : 0;
  for (;;) {
    const rows = await s.db
      .selectFrom("audit_log")
      .selectAll()
      .where("app_id", "=", s.appId)
      .where("target", "=", s.uid)
      .where("id", ">", after)
      .orderBy("id")
      .limit(AUDIT_BATCH)
      .execute();
    const page: AuditRow[] = rows.map(toAuditRow);
    after = page.at(-1)?.id ?? after;
    yield { rows: page, cursor: after };
    if (page.length < AUDIT_BATCH) return;
  }
}

/** Reactions the user made: every message with reactions is read, and the user's kept. */
async function* userReactionPages(s: ArchiveSubject, cursor: unknown): AsyncGenerator<SourcePage<unknown>> {
  for await (const page of reactionPages(s.conn, undefined, cursor)) {
    yield { rows: page.rows.filter((r) => r.uid === s.uid), cursor: page.cursor };
  }
}

/** Each kind an archive holds; the CSV columns are the list exports' own. */
export const ARCHIVE_KINDS: Record<UserArchiveKind, ArchiveKind> = {
  profile: {
    minRole: usersExport.minRole,
    columns: columnsOf(usersExport),
    time: field("createdAt"),
    pages: profilePages,
  },
  messages: {
    minRole: messagesExport.minRole,
    columns: columnsOf(messagesExport),
    time: field("sentAt"),
    pages: (s, cursor) => messagePages(s.conn, undefined, cursor, { sender: s.uid }),
  },
  reactions: {
    minRole: reactionsExport.minRole,
    columns: [
      { label: "Message id", value: (r) => (r as Reaction).messageId },
      ...columnsOf(reactionsExport),
    ],
    time: field("reactedAt"),
    pages: userReactionPages,
  },
  groups: {
    minRole: userGroupsExport.minRole,
    columns: columnsOf(userGroupsExport),
    time: field("joinedAt"),
    pages: (s, cursor) => numbered(cursor, (page) => listUserGroups(s.conn, s.uid, { page, perPage: PAGE })),
  },
  calls: {
    minRole: callsExport.minRole,
    columns: columnsOf(callsExport),
    time: field("initiatedAt"),
    pages: (s, cursor) =>
      numbered(cursor, (page) =>
        call(s.conn, callsContract.listCalls, { query: { uid: s.uid, page, perPage: PAGE } }),
      ),
  },
  "blocked-users": {
    minRole: blockedUsersExport.minRole,
    columns: columnsOf(blockedUsersExport),
    time: () => undefined,
    pages: (s, cursor) =>
      numbered(cursor, (page) =>
        call(s.conn, listBlockedUsers, { params: { uid: s.uid }, query: { page, perPage: PAGE } }),
      ),
  },
  friends: {
    minRole: userFriendsExport.minRole,
    columns: columnsOf(userFriendsExport),
    time: () => undefined,
    pages: (s, cursor) =>
      numbered(cursor, (page) =>
        call(s.conn, listFriends, { params: { uid: s.uid }, query: { page, perPage: PAGE } }),
      ),
  },
  "auth-tokens": {
    minRole: authTokensExport.minRole,
    columns: columnsOf(authTokensExport),
    time: field("createdAt"),
    pages: (s, cursor) =>
      numbered(cursor, (page) => maskedAuthTokens(s.conn, { uid: s.uid, page, perPage: PAGE })),
  },
  "notification-logs": {
    minRole: notificationLogsExport.minRole,
    columns: columnsOf(notificationLogsExport),
    time: field("processingStartedAtMS", 1000),
    pages: notificationLogPages,
  },
  "audit-log": {
    minRole: auditLogExport.minRole,
    columns: columnsOf(auditLogExport),
    time: field("at"),
    pages: auditPages,
  },
};
