import "server-only";
import * as groupsContract from "../contract/groups";
import * as messagesContract from "../contract/messages";
import * as usersContract from "../contract/users";
import { MAX_JOB_ROWS } from "../schemas/bulk";
import { call } from "../server/api/call";
import { findUserAnyState, listUserGroups } from "../server/api/chat-users";
import { isServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import { maskToken } from "../shared/mask-token";
import { UserFacingError } from "../user-facing-error";
import { ERASE_KINDS, type EraseKind, type EraseTargetOf } from "./erase-target";

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const PER_PAGE = 1000;

type Paged<T> = { data: T[]; meta: { pagination: { total_pages: number } } };

/** Every row of a page list. */
async function everyPage<T>(read: (page: number) => Promise<Paged<T>>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = await read(page);
    out.push(...res.data);
    if (page >= res.meta.pagination.total_pages || res.data.length === 0) return out;
    if (out.length > MAX_JOB_ROWS) return out;
  }
}

/** Every message a search answers, oldest first (its cursor followed forwards), read as `onBehalfOf` if named. */
async function everyMessage(
  conn: Connection,
  filter: { sender?: string; hasReactions?: boolean },
  onBehalfOf?: string,
) {
  const out: { id: string; reactions: { reaction: string; mine: boolean }[] }[] = [];
  let cursor: string | undefined;
  for (;;) {
    const res = await call(conn, messagesContract.listMessages, {
      query: { ...filter, limit: PER_PAGE, affix: "append", ...(cursor ? { id: cursor } : {}) },
      ...(onBehalfOf ? { onBehalfOf } : {}),
    });
    for (const m of res.data) {
      const reactions = (m.data.reactions ?? []).map((r) => ({
        reaction: r.reaction,
        mine: !!r.reactedByMe,
      }));
      out.push({ id: m.id, reactions });
    }
    if (!res.meta.next || res.data.length === 0 || out.length > MAX_JOB_ROWS) return out;
    cursor = res.meta.next.id;
  }
}

/** The member a group's ownership passes to: its first admin, else moderator, else participant, not `uid`. */
export async function successorIn(conn: Connection, guid: string, uid: string) {
  for (const scope of ["admin", "moderator", "participant"] as const) {
    const res = await call(conn, groupsContract.listGroupMembers, {
      params: { guid },
      query: { scopes: [scope], perPage: 2 },
    });
    const other = res.data.find((m) => !same(m.uid, uid));
    if (other) return other.uid;
  }
  return undefined;
}

/** What of a user the service keeps, item by item, in the order an erasure removes them. */
export type EraseItems = { [K in EraseKind]: EraseTargetOf<K>[] };

/**
 * Everything of `uid` the service keeps that an erasure removes: auth tokens (masked), reactions in their
 * conversations and groups, the messages they sent (replies and deleted ones too), the groups they joined (those
 * they own handed to another member first, or deleted when nobody else is in them), the users they blocked, their
 * friendships, and the user. Refused for a missing user, and for a deactivated one (the service answers for
 * active users only).
 */
export async function eraseItems(conn: Connection, uid: string): Promise<EraseItems> {
  const user = await call(conn, usersContract.getUser, { params: { uid } }).then(
    (r) => r.data,
    async (e: unknown) => {
      if (!isServiceError(e) || e.status !== 404) throw e;
      if (await findUserAnyState(conn, uid)) {
        throw new UserFacingError(
          `${uid} is deactivated, and the service answers for active users only: reactivate them, then erase them.`,
        );
      }
      throw new UserFacingError(`The app has no user ${uid}: there is nothing to erase.`);
    },
  );
  const id = user.uid;
  const items: EraseItems = {
    auth: [],
    reaction: [],
    message: [],
    owner: [],
    group: [],
    member: [],
    blocked: [],
    friend: [],
    user: [{ kind: "user", uid: id }],
  };
  const tokens = await everyPage((page) =>
    call(conn, usersContract.listAuthTokens, { params: { uid: id }, query: { page, perPage: PER_PAGE } }),
  );
  items.auth = tokens.map((t) => ({
    kind: "auth",
    createdAt: t.createdAt,
    masked: maskToken(id, t.authToken),
  }));
  const reacted = await everyMessage(conn, { hasReactions: true }, id);
  items.reaction = reacted.flatMap((m) =>
    m.reactions
      .filter((r) => r.mine)
      .map((r) => ({ kind: "reaction" as const, messageId: m.id, reaction: r.reaction })),
  );
  const sent = await everyMessage(conn, { sender: id });
  items.message = sent.map((m) => ({ kind: "message", id: m.id }));
  const groups = await everyPage((page) => listUserGroups(conn, id, { page, perPage: PER_PAGE }));
  for (const g of groups) {
    if (same(g.owner, id)) {
      const to = await successorIn(conn, g.guid, id);
      if (to) items.owner.push({ kind: "owner", guid: g.guid, to });
      else {
        items.group.push({ kind: "group", guid: g.guid });
        continue;
      }
    }
    items.member.push({ kind: "member", guid: g.guid });
  }
  const blocked = await everyPage((page) =>
    call(conn, usersContract.listBlockedUsers, { params: { uid: id }, query: { page, perPage: PER_PAGE } }),
  );
  items.blocked = blocked.map((u) => ({ kind: "blocked", uid: u.uid }));
  const friends = await everyPage((page) =>
    call(conn, usersContract.listFriends, { params: { uid: id }, query: { page, perPage: PER_PAGE } }),
  );
  items.friend = friends.map((u) => ({ kind: "friend", uid: u.uid }));
  return items;
}

/** How many items of each kind. */
export const countItems = (items: EraseItems) =>
  Object.fromEntries(ERASE_KINDS.map((k) => [k, items[k].length])) as Record<EraseKind, number>;
