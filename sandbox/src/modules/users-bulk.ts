import * as usersContract from "../../../lib/contract/users";
import { findUser } from "../core/users";
import { seconds } from "../deps";
import { type AnyRoute, appRoute } from "../http/route";
import { setDeactivatedAt } from "../store/users";
import { activeUser, normaliseUids } from "./users-shared";

const deactivateUsers = appRoute({
  ...usersContract.deactivateUsers,
  handler: ({ deps, app, body }) => {
    const now = seconds(deps);
    const deactivatedUids: string[] = [];
    for (const uid of normaliseUids(body.uidsToDeactivate)) {
      if (!activeUser(deps.db, app.id, uid)) continue;
      setDeactivatedAt(deps.db, app.id, uid, now);
      deactivatedUids.push(uid);
    }
    return { data: { deactivatedUids } };
  },
});

const reactivateUsers = appRoute({
  ...usersContract.reactivateUsers,
  handler: ({ deps, app, body }) => {
    const nonDeactivatedUids: string[] = [];
    for (const uid of normaliseUids(body.uidsToActivate)) {
      const row = findUser(deps.db, app.id, uid);
      if (!row) continue;
      if (row.deactivated_at) setDeactivatedAt(deps.db, app.id, uid, 0);
      nonDeactivatedUids.push(uid);
    }
    return { data: { nonDeactivatedUids } };
  },
});

export const usersBulkRoutes: AnyRoute[] = [deactivateUsers, reactivateUsers];
