import * as usersContract from "../../../lib/contract/users";
import type { AppRow } from "../core/apps";
import { emit } from "../core/events";
import { requireUser, userView } from "../core/users";
import { type Deps, seconds } from "../deps";
import { pageMeta } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { blockedPage, blockUser, isBlocked, unblockUser } from "../store/blocked-users";
import { activeUser, missingUid, normaliseUids, type PerUid } from "./users-shared";

/** ONE event per call listing every user whose state changed; an unchanged one succeeds without an event. */
function changeBlocks(
  deps: Deps,
  app: AppRow,
  blockerUid: string,
  uids: string[],
  mode: "block" | "unblock",
) {
  const blocker = requireUser(deps.db, app.id, blockerUid);
  const data: PerUid = {};
  const changed: Record<string, ReturnType<typeof userView>> = {};
  for (const uid of normaliseUids(uids)) {
    const target = activeUser(deps.db, app.id, uid);
    if (uid === blocker.uid) {
      data[uid] = { success: false, message: `A user cannot ${mode} themselves.` };
    } else if (!target) {
      data[uid] = missingUid(uid);
    } else if (isBlocked(deps.db, app.id, blocker.uid, uid) === (mode === "block")) {
      const state = mode === "block" ? "already blocked" : "not blocked";
      data[uid] = { success: true, message: `The user ${uid} is ${state} by ${blocker.uid}.` };
    } else {
      if (mode === "block") blockUser(deps.db, app.id, blocker.uid, uid, seconds(deps));
      else unblockUser(deps.db, app.id, blocker.uid, uid);
      data[uid] = { success: true, message: `The user ${uid} has been ${mode}ed by ${blocker.uid}.` };
      changed[uid] = userView(target);
    }
  }
  if (Object.keys(changed).length > 0) {
    emit(deps, app, mode === "block" ? "user_blocked" : "user_unblocked", {
      users: changed,
      by: userView(blocker),
    });
  }
  return { data };
}

const blockUsers = appRoute({
  ...usersContract.blockUsers,
  handler: ({ deps, app, params, body }) => changeBlocks(deps, app, params.uid, body.blockedUids, "block"),
});

const unblockUsers = appRoute({
  ...usersContract.unblockUsers,
  handler: ({ deps, app, params, body }) => changeBlocks(deps, app, params.uid, body.blockedUids, "unblock"),
});

const listBlocked = appRoute({
  ...usersContract.listBlockedUsers,
  handler: ({ deps, app, params, query }) => {
    const blocker = requireUser(deps.db, app.id, params.uid);
    const { total, rows } = blockedPage(deps.db, app.id, blocker.uid, query.page, query.perPage);
    return {
      data: rows.map(({ blocked_at, ...r }) =>
        userView(r, {
          blockedByMe: true,
          blockedByMeAt: blocked_at,
          blockedAt: blocked_at,
          hasBlockedMe: isBlocked(deps.db, app.id, r.uid, blocker.uid),
        }),
      ),
      meta: pageMeta(total, rows.length, query.page, query.perPage),
    };
  },
});

export const blockedUsersRoutes: AnyRoute[] = [blockUsers, unblockUsers, listBlocked];
