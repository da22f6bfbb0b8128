import "server-only";
import * as groupsContract from "../contract/groups";
import * as messagesContract from "../contract/messages";
import * as reactionsContract from "../contract/reactions";
import * as usersContract from "../contract/users";
import { call } from "../server/api/call";
import { findAuthToken, findUserAnyState, scopeIn } from "../server/api/chat-users";
import { isServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import { countItems, eraseItems, successorIn } from "./erase-inventory";
import { decodeEraseTarget, ERASE_KIND_LABELS, ERASE_KINDS, type EraseTarget } from "./erase-target";
import type { RowOutcome } from "./operations";

const removed: RowOutcome = { status: "done" };
const gone: RowOutcome = { status: "done", message: "Already gone: nothing left to remove." };
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A 404 (or the codes that say the same) means the item is gone already: a row sent again after a crash is done. */
async function orGone(send: () => Promise<unknown>, alsoGone: readonly string[] = []): Promise<RowOutcome> {
  try {
    await send();
    return removed;
  } catch (e) {
    if (isServiceError(e) && (e.status === 404 || alsoGone.includes(e.code))) return gone;
    throw e;
  }
}

async function groupOwner(conn: Connection, guid: string) {
  return call(conn, groupsContract.getGroup, { params: { guid } }).then(
    (r) => r.data.owner,
    (e: unknown) => {
      if (isServiceError(e) && e.status === 404) return undefined;
      throw e;
    },
  );
}

/** The group passes to the member the dry run named, or, if they left since, to the member first in line now. */
async function handOver(conn: Connection, uid: string, guid: string, to: string): Promise<RowOutcome> {
  const owner = await groupOwner(conn, guid);
  if (owner === undefined || !same(owner, uid)) return gone;
  const heir = (await scopeIn(conn, to, guid).catch(() => undefined))
    ? to
    : await successorIn(conn, guid, uid);
  if (!heir) {
    return {
      status: "refused",
      code: "NO_OTHER_MEMBER",
      message: "Nobody else is in the group any more: run the erasure again, and the group is deleted.",
    };
  }
  await call(conn, groupsContract.updateGroup, { params: { guid }, body: { owner: heir } });
  return same(heir, to) ? removed : { status: "done", message: `${to} had left: the group went to ${heir}.` };
}

/** A group deleted only while the user is still alone in it (someone who joined since keeps their group). */
async function deleteOwnGroup(conn: Connection, uid: string, guid: string): Promise<RowOutcome> {
  const owner = await groupOwner(conn, guid);
  if (owner === undefined) return gone;
  if (!same(owner, uid) || (await successorIn(conn, guid, uid))) {
    return {
      status: "refused",
      code: "GROUP_NOT_ALONE",
      message:
        "Someone joined the group after the dry run (or it changed hands): it was kept. Run the erasure again.",
    };
  }
  return orGone(() => call(conn, groupsContract.deleteGroup, { params: { guid } }));
}

/**
 * The user is deleted permanently only once nothing else of theirs is left; otherwise the row is refused with
 * what remains, so an erasure never ends with a half-erased user reported as gone.
 */
async function deleteUser(conn: Connection, uid: string): Promise<RowOutcome> {
  const exists = await call(conn, usersContract.getUser, { params: { uid } }).then(
    () => true,
    (e: unknown) => {
      if (isServiceError(e) && e.status === 404) return false;
      throw e;
    },
  );
  if (!exists) {
    if (!(await findUserAnyState(conn, uid))) return gone;
    // Deactivated meanwhile: the service answers nothing about them, so what is left cannot be checked.
    return {
      status: "refused",
      code: "USER_DEACTIVATED",
      message: "Not deleted: the user was deactivated during the erasure. Reactivate them and run it again.",
    };
  }
  const left = countItems(await eraseItems(conn, uid));
  const what = ERASE_KINDS.filter((k) => k !== "user" && left[k] > 0).map(
    (k) => `${ERASE_KIND_LABELS[k].toLowerCase()}: ${left[k]}`,
  );
  if (what.length > 0) {
    return {
      status: "refused",
      code: "NOT_ALL_REMOVED",
      message: `Not deleted, as some of theirs is left (${what.join("; ")}). Run the erasure again.`,
    };
  }
  return orGone(() => call(conn, usersContract.deleteUser, { params: { uid }, body: { permanent: true } }));
}

async function applyOne(conn: Connection, uid: string, t: EraseTarget): Promise<RowOutcome> {
  switch (t.kind) {
    case "auth": {
      const token = await findAuthToken(conn, uid, t.masked, t.createdAt);
      if (!token) return gone;
      return orGone(() => call(conn, usersContract.deleteAuthToken, { params: { uid, authToken: token } }));
    }
    case "reaction":
      return orGone(() =>
        call(conn, reactionsContract.removeReaction, {
          params: { id: t.messageId, reaction: t.reaction },
          onBehalfOf: uid,
        }),
      );
    case "message":
      return orGone(() =>
        call(conn, messagesContract.deleteMessage, { params: { id: t.id }, body: { permanent: true } }),
      );
    case "owner":
      return handOver(conn, uid, t.guid, t.to);
    case "group":
      return deleteOwnGroup(conn, uid, t.guid);
    case "member":
      return orGone(
        () => call(conn, groupsContract.kickGroupMember, { params: { guid: t.guid, uid } }),
        ["ERR_NOT_A_MEMBER"],
      );
    case "blocked": {
      const res = await call(conn, usersContract.unblockUsers, {
        params: { uid },
        body: { blockedUids: [t.uid] },
      });
      const answer = Object.entries(res.data).find(([k]) => same(k, t.uid))?.[1];
      return answer?.success === false ? { status: "refused", message: answer.message } : removed;
    }
    case "friend":
      await call(conn, usersContract.removeFriends, { params: { uid }, body: { friends: [t.uid] } });
      return removed;
    case "user":
      return same(t.uid, uid)
        ? deleteUser(conn, uid)
        : { status: "refused", message: "Not the user this erasure is for." };
  }
}

/**
 * Removes one item of the user's per call of the service (one row a step, so the runner paces every call). A
 * refusal of the service is the row's outcome; anything else fails the step, and the row is sent again: every
 * removal answers "already gone" as done, so nothing is removed twice or reported falsely.
 */
export async function applyErase(
  conn: Connection,
  uid: string,
  targets: string[],
): Promise<Map<string, RowOutcome>> {
  const out = new Map<string, RowOutcome>();
  for (const target of targets) {
    const t = decodeEraseTarget(target);
    if (!t) {
      out.set(target, { status: "refused", message: "Not an item of an erasure." });
      continue;
    }
    try {
      out.set(target, await applyOne(conn, uid, t));
    } catch (e) {
      if (!isServiceError(e) || e.status < 400 || e.status >= 500 || e.status === 429) throw e;
      out.set(target, { status: "refused", code: e.code, message: e.message });
    }
  }
  return out;
}
