import * as usersContract from "../../../lib/contract/users";
import { requireUser, type UserRow } from "../core/users";
import { seconds } from "../deps";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { likePattern } from "./like-pattern";
import { activeUser, missingUid, normaliseUids, type PerUid, userViewFor } from "./users-store";

const addFriends = appRoute({
  ...usersContract.addFriends,
  handler: ({ deps, app, params, body }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const insert = deps.db.prepare(
      "INSERT OR IGNORE INTO friends (app_id, uid, friend_uid, created_at) VALUES (?, ?, ?, ?)",
    );
    const accepted: PerUid = {};
    for (const uid of normaliseUids(body.accepted)) {
      if (uid === user.uid) {
        accepted[uid] = { success: false, message: "A user cannot be their own friend." };
      } else if (!activeUser(deps.db, app.id, uid)) {
        accepted[uid] = missingUid(uid);
      } else {
        insert.run(app.id, user.uid, uid, seconds(deps));
        insert.run(app.id, uid, user.uid, seconds(deps));
        accepted[uid] = { success: true, message: "Created relationship with status accepted." };
      }
    }
    return { data: { accepted } };
  },
});

const listFriends = appRoute({
  ...usersContract.listFriends,
  handler: ({ deps, app, params, query }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const args: unknown[] = [app.id, user.uid];
    let where = "f.app_id = ? AND f.uid = ? AND u.deactivated_at = 0";
    if (query.searchKey) {
      where += " AND (u.name LIKE ? ESCAPE '\\' OR u.uid LIKE ? ESCAPE '\\')";
      args.push(likePattern(query.searchKey), likePattern(query.searchKey));
    }
    const from = `FROM friends f JOIN users u ON u.app_id = f.app_id AND u.uid = f.friend_uid WHERE ${where}`;
    const { total } = deps.db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...args) as { total: number };
    const rows = deps.db
      .prepare(`SELECT u.* ${from} ORDER BY u.name, u.uid LIMIT ? OFFSET ?`)
      .all(...args, query.perPage, (query.page - 1) * query.perPage) as UserRow[];
    return {
      data: rows.map((r) => userViewFor(deps.db, app.id, r, user.uid)),
      meta: pageMeta(total, rows.length, query.page, query.perPage),
    };
  },
});

const removeFriends = appRoute({
  ...usersContract.removeFriends,
  handler: ({ deps, app, params, body }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const remove = deps.db.prepare("DELETE FROM friends WHERE app_id = ? AND uid = ? AND friend_uid = ?");
    for (const uid of normaliseUids(body.friends)) {
      remove.run(app.id, user.uid, uid);
      remove.run(app.id, uid, user.uid);
    }
    // The published sentence, as the service answers it.
    return success("Deleted the friend relations succussfully");
  },
});

export const friendsRoutes: AnyRoute[] = [addFriends, listFriends, removeFriends];
