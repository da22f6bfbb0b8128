import { z } from "zod";
import { pageEnvelope, successEnvelope } from "../../../lib/schemas/common";
import {
  addFriendsEnvelope,
  addFriendsInput,
  removeFriendsInput,
  userSchema,
} from "../../../lib/schemas/users";
import { requireUser, type UserRow } from "../core/users";
import { seconds } from "../deps";
import { identifier, pageMeta, pageQuery, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { likePattern } from "./like-pattern";
import { activeUser, missingUid, normaliseUids, type PerUid, userViewFor } from "./users-store";

const TAG = "Friends";
const uidParams = z.object({ uid: identifier });

const addFriends = appRoute({
  api: "chat",
  method: "post",
  path: "/users/:uid/friends",
  tag: TAG,
  summary:
    "Make users friends of the user (mutual, accepted at once); answers an outcome per uid under `accepted`. A missing, deactivated or self uid fails on its own.",
  params: uidParams,
  body: addFriendsInput,
  response: addFriendsEnvelope,
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
  api: "chat",
  method: "get",
  path: "/users/:uid/friends",
  tag: TAG,
  summary: "List the user's active friends by name (searchKey: part of the uid or name, any case)",
  params: uidParams,
  query: pageQuery().extend({ searchKey: z.string().max(100, "must be at most 100 characters").optional() }),
  response: pageEnvelope(userSchema),
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
  api: "chat",
  method: "delete",
  path: "/users/:uid/friends",
  tag: TAG,
  summary: "End friendships with the users named (both ways); uids that are not friends change nothing",
  params: uidParams,
  body: removeFriendsInput,
  response: successEnvelope,
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
