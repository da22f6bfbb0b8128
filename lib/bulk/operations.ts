import "server-only";
import * as groupsContract from "../contract/groups";
import * as messagesContract from "../contract/messages";
import * as moderationContract from "../contract/moderation";
import * as usersContract from "../contract/users";
import { type BulkOperation, type BulkParams, bulkParamsSchemas } from "../schemas/bulk";
import { call } from "../server/api/call";
import { addMembers } from "../server/api/chat-groups";
import { scopeIn } from "../server/api/chat-users";
import { isServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import { applyErase } from "./erase-operation";
import { applyImport } from "./import-operation";

/**
 * What became of one row; `pending`: this call did not send it (an operation sending one kind of row a call), so
 * it goes back to be sent in a later step.
 */
export interface RowOutcome {
  status: "done" | "refused" | "skipped" | "pending";
  code?: string;
  message?: string;
}

/**
 * How an operation reaches the service: `apply` makes the call for up to `perCall` rows and tells each
 * row's outcome (throwing when the call as a whole failed); `applied` asks the service whether a row's
 * change is already there, for rows whose call was made but whose answer was never recorded.
 */
export interface OperationRunner<P> {
  apply(conn: Connection, params: P, targets: string[]): Promise<Map<string, RowOutcome>>;
  applied(conn: Connection, params: P, target: string): Promise<boolean>;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const done: RowOutcome = { status: "done" };

/** One call per row: a refusal of the service is that row's outcome, anything else fails the call. */
async function perRow(targets: string[], send: (t: string) => Promise<unknown>) {
  const out = new Map<string, RowOutcome>();
  for (const t of targets) {
    try {
      await send(t);
      out.set(t, done);
    } catch (e) {
      if (!isServiceError(e) || e.status < 400 || e.status >= 500 || e.status === 429) throw e;
      out.set(t, { status: "refused", code: e.code, message: e.message });
    }
  }
  return out;
}

/** Whether any page of a page list holds a row that `match` picks. */
async function onAnyPage<Row>(
  read: (page: number) => Promise<{ data: Row[]; meta: { pagination: { total_pages: number } } }>,
  match: (row: Row) => boolean,
) {
  for (let page = 1; ; page++) {
    const res = await read(page);
    if (res.data.some(match)) return true;
    if (page >= res.meta.pagination.total_pages || res.data.length === 0) return false;
  }
}

/** A multi-row call answering the rows it changed: the rows left out are skipped with `why`. */
function listed(targets: string[], changed: string[], why: RowOutcome) {
  return new Map(targets.map((t) => [t, changed.some((c) => same(c, t)) ? done : why]));
}

/**
 * Reviews queue items one by one; an item counts as applied once it is among the latest reviewed messages
 * as its kind, with this outcome (another moderator's other outcome is not this job's).
 */
function reviewing(
  kind: "flagged" | "blocked",
  status: "approved" | "disapproved" | "rejected",
): OperationRunner<Record<string, never>> {
  return {
    apply: (conn, _p, ids) =>
      perRow(ids, (id) =>
        kind === "flagged"
          ? call(conn, moderationContract.reviewFlaggedMessage, {
              params: { id },
              body: { status: status as "approved" | "disapproved" },
            })
          : call(conn, moderationContract.reviewBlockedMessage, {
              params: { id },
              body: { status: status as "approved" | "rejected", reviewed: true },
            }),
      ),
    applied: async (conn, _p, id) =>
      (await call(conn, moderationContract.listReviewedMessages, { query: { limit: 1000 } })).data.some(
        (r) => r.kind === kind && r.id === id && r.status === status,
      ),
  };
}

/** Whether a user is active, deactivated or gone: `GET /users/{uid}` answers 404 for both of the latter. */
async function userState(conn: Connection, uid: string): Promise<"active" | "deactivated" | "missing"> {
  const page = await call(conn, usersContract.listUsers, {
    query: { searchKey: uid.toLowerCase(), withDeactivated: true, perPage: 1000 },
  });
  const user = page.data.find((u) => same(u.uid, uid));
  return !user ? "missing" : user.deactivatedAt ? "deactivated" : "active";
}

const notFound = (what: string) => (e: unknown) => {
  if (isServiceError(e) && e.status === 404) return undefined;
  throw new Error(`${what}: ${e instanceof Error ? e.message : String(e)}`);
};

export const OPERATION_RUNNERS: { [O in BulkOperation]: OperationRunner<BulkParams<O>> } = {
  "users.deactivate": {
    apply: async (conn, _p, uids) =>
      listed(
        uids,
        (await call(conn, usersContract.deactivateUsers, { body: { uidsToDeactivate: uids } })).data
          .deactivatedUids,
        {
          status: "skipped",
          code: "ERR_UID_NOT_FOUND",
          message: "Already deactivated, or no such user.",
        },
      ),
    applied: async (conn, _p, uid) => (await userState(conn, uid)) === "deactivated",
  },
  "users.reactivate": {
    apply: async (conn, _p, uids) =>
      listed(
        uids,
        (await call(conn, usersContract.reactivateUsers, { body: { uidsToActivate: uids } })).data
          .nonDeactivatedUids,
        {
          status: "refused",
          code: "ERR_UID_NOT_FOUND",
          message: "No such user.",
        },
      ),
    applied: async (conn, _p, uid) => (await userState(conn, uid)) === "active",
  },
  "users.delete": {
    apply: (conn, _p, uids) =>
      perRow(uids, (uid) =>
        call(conn, usersContract.deleteUser, { params: { uid }, body: { permanent: true } }),
      ),
    applied: async (conn, _p, uid) => (await userState(conn, uid)) === "missing",
  },
  "users.add-to-group": {
    apply: async (conn, p, uids) => {
      const lists = { admin: "admins", moderator: "moderators", participant: "participants" } as const;
      const outcomes = await addMembers(conn, { guid: p.guid, [lists[p.scope]]: uids });
      return new Map(
        uids.map((uid) => {
          const o = outcomes.find((r) => same(r.uid, uid));
          if (!o) return [uid, { status: "refused", message: "The service did not answer for this uid." }];
          return [uid, o.success ? done : { status: "refused", message: o.error }];
        }),
      );
    },
    applied: async (conn, p, uid) =>
      (await scopeIn(conn, uid, p.guid).catch(notFound("membership"))) !== undefined,
  },
  "users.block": {
    apply: async (conn, p, uids) => {
      const { data: answer } = await call(conn, usersContract.blockUsers, {
        params: { uid: p.by },
        body: { blockedUids: uids },
      });
      return new Map(
        uids.map((uid) => {
          const entry = Object.entries(answer).find(([k]) => same(k, uid))?.[1];
          if (entry?.success) return [uid, done];
          return [
            uid,
            { status: "refused", message: entry?.message ?? "The service did not answer for this uid." },
          ];
        }),
      );
    },
    applied: (conn, p, uid) =>
      onAnyPage(
        (page) =>
          call(conn, usersContract.listBlockedUsers, {
            params: { uid: p.by },
            query: { page, perPage: 1000 },
          }),
        (u) => same(u.uid, uid),
      ),
  },
  "members.kick": {
    apply: (conn, p, uids) =>
      perRow(uids, (uid) => call(conn, groupsContract.kickGroupMember, { params: { guid: p.guid, uid } })),
    applied: async (conn, p, uid) =>
      (await scopeIn(conn, uid, p.guid).catch(notFound("membership"))) === undefined,
  },
  "members.ban": {
    apply: (conn, p, uids) =>
      perRow(uids, (uid) => call(conn, groupsContract.banGroupMember, { params: { guid: p.guid, uid } })),
    applied: (conn, p, uid) =>
      onAnyPage(
        (page) =>
          call(conn, groupsContract.listGroupBannedUsers, {
            params: { guid: p.guid },
            query: { page, perPage: 1000 },
          }),
        (u) => same(u.uid, uid),
      ),
  },
  "members.scope": {
    apply: (conn, p, uids) =>
      perRow(uids, (uid) =>
        call(conn, groupsContract.changeGroupMemberScope, {
          params: { guid: p.guid, uid },
          body: { scope: p.scope },
        }),
      ),
    applied: async (conn, p, uid) =>
      (await scopeIn(conn, uid, p.guid).catch(notFound("membership"))) === p.scope,
  },
  "messages.delete": {
    apply: (conn, p, ids) =>
      perRow(ids, async (id) => {
        const body = { permanent: p.permanent };
        return (await call(conn, messagesContract.deleteMessage, { params: { id }, body })).data;
      }),
    applied: async (conn, _p, id) => {
      const m = await call(conn, messagesContract.getMessage, { params: { id } })
        .then((res) => res.data)
        .catch(notFound("message"));
      return m === undefined || Boolean(m.deletedAt);
    },
  },
  "reports.dismiss": reviewing("flagged", "approved"),
  "reports.remove": reviewing("flagged", "disapproved"),
  "blocked.deliver": reviewing("blocked", "approved"),
  "blocked.reject": reviewing("blocked", "rejected"),
  "data.import": {
    apply: (conn, _p, targets) => applyImport(conn, targets),
    // Sent again instead: the service refuses an id it already has, and that answer counts as done.
    applied: async () => false,
  },
  "users.erase": {
    apply: (conn, p, targets) => applyErase(conn, p.uid, targets),
    // Sent again instead: every removal answers an item already gone as done.
    applied: async () => false,
  },
};

/** The runner of an operation with its parameters parsed: throws on parameters its schema refuses. */
export function runnerFor(operation: BulkOperation, params: unknown) {
  const parsed = bulkParamsSchemas[operation].parse(params);
  const runner = OPERATION_RUNNERS[operation] as OperationRunner<typeof parsed>;
  return {
    apply: (conn: Connection, targets: string[]) => runner.apply(conn, parsed, targets),
    applied: (conn: Connection, target: string) => runner.applied(conn, parsed, target),
  };
}
