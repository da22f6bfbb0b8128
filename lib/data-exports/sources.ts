import * as callsContract from "../contract/calls";
import * as groupsContract from "../contract/groups";
import * as messagesContract from "../contract/messages";
import * as reactionsContract from "../contract/reactions";
import { listUsers } from "../contract/users";
import type { Call } from "../schemas/calls";
import type { ExportRange } from "../schemas/data-exports";
import type { Group } from "../schemas/groups";
import type { Member } from "../schemas/members";
import type { Message } from "../schemas/messages";
import type { Reaction } from "../schemas/reactions";
import type { User } from "../schemas/users";
import { call } from "../server/api/call";
import type { Connection } from "../server/api/request";
import { mapAhead } from "./read-ahead";

/** One page as read, and where the next read starts (kept with the export, so a restart resumes there). */
export interface SourcePage<Row> {
  rows: readonly Row[];
  cursor: unknown;
}

const PAGE = 1000;
const REACTION_PAGE = 100;
/** Messages whose reactions are read at once: enough to overlap the calls, few enough to stay polite. */
const REACTION_READS_AT_ONCE = 6;

const inRange = (range: ExportRange, t: number | null | undefined) =>
  !range || (t !== null && t !== undefined && t >= range.from && t < range.to);

/** The app's messages oldest first (by id), sent within the range; the cursor is the last id written. */
export async function* messagePages(
  conn: Connection,
  range: ExportRange,
  cursor: unknown,
  extra: { hasReactions?: boolean; sender?: string } = {},
): AsyncGenerator<SourcePage<Message>> {
  let after = typeof cursor === "string" ? cursor : undefined;
  for (;;) {
    const res = await call(conn, messagesContract.listMessages, {
      query: {
        limit: PAGE,
        affix: "append",
        id: after,
        ...(range ? { fromTimestamp: range.from, toTimestamp: range.to - 1 } : {}),
        ...extra,
      },
    });
    const last = res.data.at(-1);
    if (last) after = String(last.id);
    yield { rows: res.data, cursor: after };
    if (!res.meta.next || res.data.length === 0) return;
  }
}

/**
 * A page-numbered list read in a fixed order; the cursor is the next page. `stop` ends the read early once
 * the order has passed the range.
 */
export async function* numberedPages<Row>(
  cursor: unknown,
  read: (page: number) => Promise<{ data: readonly Row[]; meta: { pagination: { per_page: number } } }>,
  keep: (row: Row) => boolean,
  stop: (row: Row) => boolean = () => false,
): AsyncGenerator<SourcePage<Row>> {
  for (let page = typeof cursor === "number" ? cursor : 1; ; page++) {
    const res = await read(page);
    const rows = res.data.filter(keep);
    const done = res.data.length < res.meta.pagination.per_page || res.data.some(stop);
    yield { rows, cursor: page + 1 };
    if (done) return;
  }
}

/** Users by creation, oldest first, created within the range. */
export const userPages = (conn: Connection, range: ExportRange, cursor: unknown) =>
  numberedPages<User>(
    cursor,
    (page) =>
      call(conn, listUsers, {
        query: { page, perPage: PAGE, sortBy: "createdAt", sortOrder: "asc", withDeactivated: true },
      }),
    (u) => inRange(range, u.createdAt),
    (u) => range !== undefined && (u.createdAt ?? 0) >= range.to,
  );

const readGroups = (conn: Connection, page: number) =>
  call(conn, groupsContract.listGroups, {
    query: { page, perPage: PAGE, sortBy: "createdAt", sortOrder: "asc" },
  });

/** Groups by creation, oldest first, created within the range. */
export const groupPages = (conn: Connection, range: ExportRange, cursor: unknown) =>
  numberedPages<Group>(
    cursor,
    (page) => readGroups(conn, page),
    (g) => inRange(range, g.createdAt),
    (g) => range !== undefined && g.createdAt >= range.to,
  );

/** Calls newest first (the list's only order), initiated within the range. */
export const callPages = (conn: Connection, range: ExportRange, cursor: unknown) =>
  numberedPages<Call>(
    cursor,
    (page) => call(conn, callsContract.listCalls, { query: { page, perPage: PAGE } }),
    (c) => inRange(range, c.initiatedAt),
    (c) => range !== undefined && c.initiatedAt < range.from,
  );

export type GroupMember = Member & { guid: string };
type MemberCursor = { groupPage: number; index: number; page: number };

/** Every group's members (by the groups' creation), joined within the range; a row names its group. */
export async function* memberPages(
  conn: Connection,
  range: ExportRange,
  cursor: unknown,
): AsyncGenerator<SourcePage<GroupMember>> {
  let at = (cursor as MemberCursor | undefined) ?? { groupPage: 1, index: 0, page: 1 };
  for (;;) {
    const groups = await readGroups(conn, at.groupPage);
    for (let index = at.index; index < groups.data.length; index++) {
      const { guid } = groups.data[index] as Group;
      for (let page = index === at.index ? at.page : 1; ; page++) {
        const res = await call(conn, groupsContract.listGroupMembers, {
          params: { guid },
          query: { page, perPage: PAGE },
        });
        const more = res.data.length === res.meta.pagination.per_page;
        const rows = res.data.filter((m) => inRange(range, m.joinedAt)).map((m) => ({ ...m, guid }));
        const next = more ? { ...at, index, page: page + 1 } : { ...at, index: index + 1, page: 1 };
        yield { rows, cursor: next };
        if (!more) break;
      }
    }
    if (groups.data.length < groups.meta.pagination.per_page) return;
    at = { groupPage: at.groupPage + 1, index: 0, page: 1 };
  }
}

type ReactionCursor = { message?: string; inMessage?: { id: string; after: string } };

/**
 * Reactions made within the range, message by message (messages that have any, sent before the range's end,
 * oldest first). The cursor names the last message finished, or the reaction reached inside one.
 */
export async function* reactionPages(
  conn: Connection,
  range: ExportRange,
  cursor: unknown,
): AsyncGenerator<SourcePage<Reaction>> {
  const at = (cursor as ReactionCursor | undefined) ?? {};
  /** One page of message `id`'s reactions from after `from`, and where the next one starts (none: the end). */
  const readOne = async (id: string, from?: string) => {
    const res = await call(conn, reactionsContract.listReactions, {
      params: { id },
      query: { limit: REACTION_PAGE, ...(from ? { affix: "append", id: from } : { affix: "append" }) },
    });
    const done = !res.meta.next || res.data.length === 0;
    const after = done ? undefined : String(res.data.at(-1)?.id);
    const page: SourcePage<Reaction> = {
      rows: res.data.filter((r) => inRange(range, r.reactedAt)),
      cursor: after ? { inMessage: { id, after } } : { message: id },
    };
    return { id, page, after };
  };
  async function* restOf(id: string, after: string | undefined): AsyncGenerator<SourcePage<Reaction>> {
    for (let from = after; from; ) {
      const next = await readOne(id, from);
      yield next.page;
      from = next.after;
    }
  }
  let last = at.message;
  if (at.inMessage) {
    yield* restOf(at.inMessage.id, at.inMessage.after);
    last = at.inMessage.id;
  }
  const before = range ? { from: 0, to: range.to } : undefined;
  for await (const page of messagePages(conn, before, last, { hasReactions: true })) {
    // Most messages' reactions fit one page: those first pages are read several at a time.
    const ids = page.rows.map((m) => String(m.id));
    for await (const first of mapAhead(ids, REACTION_READS_AT_ONCE, (id) => readOne(id))) {
      yield first.page;
      yield* restOf(first.id, first.after);
    }
  }
}
