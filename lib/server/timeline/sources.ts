import "server-only";
import { listCalls } from "../../contract/calls";
import { listMessages } from "../../contract/messages";
import { listReviewedMessages } from "../../contract/moderation";
import { listAuthTokens, listBlockedUsers } from "../../contract/users";
import type { Message } from "../../schemas/messages";
import type { NotificationLog } from "../../schemas/notification-logs";
import { maskToken } from "../../shared/mask-token";
import { entryKey, isOlder, type Position } from "../../timeline/cursor";
import { type SourcePage, scanSource, type TimelineEntry, type TimelineSource } from "../../timeline/merge";
import { actionSummary, messageLine, notificationLine, reviewLine } from "../../timeline/summaries";
import { call } from "../api/call";
import { listNotificationLogs } from "../api/chat-notifications";
import type { Connection } from "../api/request";

const enc = encodeURIComponent;
const newestFirst = <R>(rows: R[], position: (r: R) => Position) =>
  [...rows].sort((a, b) => {
    const x = position(a);
    const y = position(b);
    return x.at !== y.at ? y.at - x.at : x.key < y.key ? 1 : x.key > y.key ? -1 : 0;
  });

/** The message ids and the service's messages page go oldest to newest; the timeline reads newest first. */
function messagePages(conn: Connection, query: Record<string, string | number | readonly string[]>) {
  return async (state: { id?: string; sentAt?: number }) => {
    const page = await call(conn, listMessages, {
      query: { ...query, limit: 100, affix: "prepend", ...state },
    });
    return { rows: [...page.data].reverse(), next: page.meta.next ? { id: page.meta.next.id } : undefined };
  };
}

/** Start a message read just past the cursor: from its id when it is a message, else from its second. */
function messageStart(before: Position | undefined, kind: string) {
  if (!before) return {};
  const own = before.key.startsWith(`${kind}:`)
    ? before.key.slice(kind.length + 1).replace(/^0+(?=\d)/, "")
    : "";
  return /^\d+$/.test(own) ? { id: own } : { sentAt: before.at + 1 };
}

/** Messages this user sent, text, media and custom. */
export function messagesSource(conn: Connection, uid: string): TimelineSource {
  return {
    kind: "message",
    read: ({ before, limit }) =>
      scanSource({
        start: messageStart(before, "message"),
        read: messagePages(conn, { sender: uid, categories: ["message", "custom"] }),
        position: (m: Message) => ({ at: m.sentAt, key: entryKey("message", m.id) }),
        entry: (m, p) => ({ ...p, kind: "message", parts: messageLine(m), href: `/messages/${enc(m.id)}` }),
        before,
        limit,
        maxReads: 5,
      }),
  };
}

/**
 * The groups' member actions (added, kicked, banned, unbanned, scope changed, joined, left) naming this user as
 * the one acted on or the one acting. The service keeps them as the app's `groupMember` action messages, read
 * here app-wide and kept where the user is named: a busy app's page may stop where that read stopped.
 */
export function groupActionsSource(conn: Connection, uid: string): TimelineSource {
  const names = (m: Message) => {
    const e = m.data.entities;
    return [e?.by?.entity, e?.on?.entity].some((x) => (x as { uid?: unknown } | undefined)?.uid === uid);
  };
  return {
    kind: "group",
    read: ({ before, limit }) =>
      scanSource({
        start: messageStart(before, "group"),
        read: async (state: { id?: string; sentAt?: number }) => {
          const page = await call(conn, listMessages, {
            query: { category: "action", type: "groupMember", limit: 1000, affix: "prepend", ...state },
          });
          return {
            rows: [...page.data].reverse(),
            next: page.meta.next ? { id: page.meta.next.id } : undefined,
          };
        },
        position: (m: Message) => ({ at: m.sentAt, key: entryKey("group", m.id) }),
        entry: (m, p) =>
          names(m)
            ? { ...p, kind: "group", parts: actionSummary(m), href: `/groups/${enc(m.receiver)}` }
            : undefined,
        before,
        limit,
        maxReads: 3,
      }),
  };
}

type CallRow = Awaited<ReturnType<typeof readCalls>>["data"][number];
const readCalls = (conn: Connection, uid: string, page: number, perPage: number) =>
  call(conn, listCalls, { query: { uid, page, perPage } });

/**
 * Calls this user took part in. The list is paged by number, newest first: the read starts at the page holding
 * the offset the cursor kept (calls only ever arrive at the top, so the entries after it lie at or beyond it).
 */
export function callsSource(conn: Connection, uid: string): TimelineSource {
  return {
    kind: "call",
    read: async ({ before, limit, offset = 0 }): Promise<SourcePage> => {
      const perPage = Math.max(limit, 10);
      let page = Math.floor(offset / perPage) + 1;
      const entries: TimelineEntry[] = [];
      let first: number | undefined;
      let seen: Position | undefined;
      for (let reads = 0; reads < 3; reads++, page++) {
        const answer = await readCalls(conn, uid, page, perPage);
        for (const [i, c] of answer.data.entries()) {
          const p = { at: c.initiatedAt, key: entryKey("call", c.sessionId) };
          const index = (page - 1) * perPage + i;
          if (index < offset || !isOlder(p, before)) continue;
          first ??= index;
          seen = p;
          entries.push({
            ...p,
            kind: "call",
            parts: callLine(c, uid),
            href: `/calls/${enc(c.sessionId)}`,
            offset: index,
          });
          if (entries.length === limit) return { entries, offset: first };
        }
        if (page >= answer.meta.pagination.total_pages)
          return { entries, offset: first ?? answer.meta.pagination.total };
      }
      return seen ? { entries, horizon: seen, offset: first } : { entries, offset: first };
    },
  };
}

function callLine(c: CallRow, uid: string): TimelineEntry["parts"] {
  const other = c.initiator === uid ? c.receiver : c.initiator;
  const party = c.receiverType === "group" ? { group: c.receiver } : { user: other };
  const how = c.status === "ended" ? `, ${c.totalDuration}` : `, ${c.status}`;
  return [`${c.type} ${c.mode} ${c.initiator === uid ? "to" : "from"} `, party, how];
}

/** Reads a whole page list (at most `pages` pages of 1000), sorted newest first, then keeps what is older. */
function pageListSource<R>(o: {
  kind: TimelineEntry["kind"];
  readPage: (page: number) => Promise<{ data: R[]; meta: { pagination: { total_pages: number } } }>;
  position: (r: R) => Position;
  entry: (r: R, p: Position) => TimelineEntry;
}): TimelineSource {
  return {
    kind: o.kind,
    read: ({ before, limit }) =>
      scanSource({
        start: 1,
        read: async (page: number) => {
          const answer = await o.readPage(page);
          const more = page < answer.meta.pagination.total_pages;
          return { rows: newestFirst(answer.data, o.position), next: more ? page + 1 : undefined };
        },
        position: o.position,
        entry: o.entry,
        before,
        limit,
        maxReads: 5,
      }),
  };
}

/** Users this user blocked (the service lists only whom a user blocked, not who blocked them). */
export function blocksSource(conn: Connection, uid: string): TimelineSource {
  return pageListSource({
    kind: "block",
    readPage: (page) => call(conn, listBlockedUsers, { params: { uid }, query: { page, perPage: 1000 } }),
    position: (u) => ({ at: u.blockedAt ?? u.blockedByMeAt ?? 0, key: entryKey("block", u.uid) }),
    entry: (u, p) => ({
      ...p,
      kind: "block",
      parts: ["Blocked ", { user: u.uid }],
      href: `/users/${enc(u.uid)}`,
    }),
  });
}

/** Auth tokens issued to this user and not revoked, shown masked. */
export function tokensSource(conn: Connection, uid: string): TimelineSource {
  return pageListSource({
    kind: "token",
    readPage: (page) => call(conn, listAuthTokens, { params: { uid }, query: { page, perPage: 1000 } }),
    position: (t) => ({ at: t.createdAt, key: entryKey("token", maskToken(uid, t.authToken)) }),
    entry: (t, p) => ({
      ...p,
      kind: "token",
      parts: [`Auth token issued: ${maskToken(uid, t.authToken)}${t.platform ? ` (${t.platform})` : ""}`],
      href: `/users/${enc(uid)}#tokens`,
    }),
  });
}

/** Moderation outcomes on this user's messages: reviews of reports and of messages the rules withheld. */
export function moderationSource(conn: Connection, uid: string): TimelineSource {
  const LIMIT = 1000;
  return {
    kind: "moderation",
    read: ({ before, limit }) =>
      scanSource({
        start: true,
        read: async () => {
          const answer = await call(conn, listReviewedMessages, { query: { sender: uid, limit: LIMIT } });
          // The list takes no cursor: a full one may have older reviews beyond it.
          return { rows: answer.data, next: answer.data.length >= LIMIT ? true : undefined };
        },
        position: (r) => ({ at: r.reviewedAt, key: entryKey("moderation", r.id) }),
        entry: (r, p) => ({
          ...p,
          kind: "moderation",
          parts: reviewLine(r),
          href: `/messages/${enc(r.messageId)}`,
        }),
        before,
        limit,
        maxReads: 1,
      }),
  };
}

/**
 * Notifications delivered to this user: as a one-on-one receiver and as a group's member (the log filters
 * them apart). The log's `to` is in milliseconds of the message's send time.
 */
export function notificationSources(conn: Connection, uid: string): TimelineSource[] {
  const source = (filter: {
    receiver?: string;
    member?: string;
    receiverType: "user" | "group";
  }): TimelineSource => ({
    kind: "notification",
    read: ({ before, limit }) =>
      scanSource({
        start: {} as { logId?: string },
        read: async (state) => {
          const to = before ? (before.at + 1) * 1000 - 1 : undefined;
          const answer = await listNotificationLogs(conn, {
            ...filter,
            ...(to !== undefined ? { to } : {}),
            ...(state.logId ? { logId: state.logId, affix: "append" as const } : {}),
          });
          const last = answer.data.at(-1);
          return { rows: answer.data, next: answer.meta.next && last ? { logId: last._id } : undefined };
        },
        position: (l: NotificationLog) => ({
          at: Math.floor(l.messageSentAtMS / 1000),
          key: entryKey("notification", l._id),
        }),
        entry: (l, p) => ({
          ...p,
          kind: "notification",
          parts: notificationLine(l),
          href: `/notifications/logs?recipient=${enc(uid)}&receiverType=${l.receiverType}&log=${enc(l._id)}`,
        }),
        before,
        limit,
        maxReads: 5,
      }),
  });
  return [source({ receiver: uid, receiverType: "user" }), source({ member: uid, receiverType: "group" })];
}
