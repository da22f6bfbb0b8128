import * as usersContract from "../../../lib/contract/users";
import { requireUser } from "../core/users";
import { seconds } from "../deps";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { addFriendship, friendPage, removeFriendship } from "../store/friends";
import { activeUser, missingUid, normaliseUids, type PerUid, userViewFor } from "./users-shared";

const addFriends = appRoute({
  ...usersContract.addFriends,
  handler: ({ deps, app, params, body }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const accepted: PerUid = {};
    for (const uid of normaliseUids(body.accepted)) {
      if (uid === user.uid) {
        accepted[uid] = { success: false, message: "A user cannot be their own friend." };
      } else if (!activeUser(deps.db, app.id, uid)) {
        accepted[uid] = missingUid(uid);
      } else {
        addFriendship(deps.db, app.id, user.uid, uid, seconds(deps));
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
    const { total, rows } = friendPage(deps.db, app.id, user.uid, query);
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
    for (const uid of normaliseUids(body.friends)) removeFriendship(deps.db, app.id, user.uid, uid);
    // The published sentence, as the service answers it.
    return success("Deleted the friend relations succussfully");
  },
});

export const friendsRoutes: AnyRoute[] = [addFriends, listFriends, removeFriends];
