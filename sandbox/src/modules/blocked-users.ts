import * as usersContract from "../../../lib/contract/users";
import type { AppRow } from "../core/apps";
import { emit } from "../core/events";
import { requireUser, type UserRow, userView } from "../core/users";
import { type Deps, seconds } from "../deps";
import { pageMeta } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { activeUser, isBlocked, missingUid, normaliseUids, type PerUid } from "./users-store";

/** ONE event per call listing every user whose state changed; an unchanged one succeeds without an event. */
function changeBlocks(
  deps: Deps,
  app: AppRow,
  blockerUid: string,
  uids: string[],
  mode: "block" | "unblock",
) {
  const blocker = requireUser(deps.db, app.id, blockerUid);
  const write =
    mode === "block"
      ? deps.db.prepare(
          "INSERT INTO blocked_users (app_id, uid, blocked_uid, created_at) VALUES (?, ?, ?, ?)",
        )
      : deps.db.prepare("DELETE FROM blocked_users WHERE app_id = ? AND uid = ? AND blocked_uid = ?");
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
      if (mode === "block") write.run(app.id, blocker.uid, uid, seconds(deps));
      else write.run(app.id, blocker.uid, uid);
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
    const sql = `FROM blocked_users b JOIN users u ON u.app_id = b.app_id AND u.uid = b.blocked_uid
      WHERE b.app_id = ? AND b.uid = ? AND u.deactivated_at = 0`;
    const { total } = deps.db.prepare(`SELECT COUNT(*) AS total ${sql}`).get(app.id, blocker.uid) as {
      total: number;
    };
    const rows = deps.db
      .prepare(
        `SELECT u.*, b.created_at AS blocked_at ${sql} ORDER BY b.created_at DESC, u.uid LIMIT ? OFFSET ?`,
      )
      .all(app.id, blocker.uid, query.perPage, (query.page - 1) * query.perPage) as (UserRow & {
      blocked_at: number;
    })[];
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
