import * as usersContract from "../../../lib/contract/users";
import { findUser } from "../core/users";
import { seconds } from "../deps";
import { type AnyRoute, appRoute } from "../http/route";
import { activeUser, normaliseUids } from "./users-store";

const deactivateUsers = appRoute({
  ...usersContract.deactivateUsers,
  handler: ({ deps, app, body }) => {
    const now = seconds(deps);
    const set = deps.db.prepare("UPDATE users SET deactivated_at = ? WHERE app_id = ? AND uid = ?");
    const deactivatedUids: string[] = [];
    for (const uid of normaliseUids(body.uidsToDeactivate)) {
      if (!activeUser(deps.db, app.id, uid)) continue;
      set.run(now, app.id, uid);
      deactivatedUids.push(uid);
    }
    return { data: { deactivatedUids } };
  },
});

const reactivateUsers = appRoute({
  ...usersContract.reactivateUsers,
  handler: ({ deps, app, body }) => {
    const set = deps.db.prepare("UPDATE users SET deactivated_at = 0 WHERE app_id = ? AND uid = ?");
    const nonDeactivatedUids: string[] = [];
    for (const uid of normaliseUids(body.uidsToActivate)) {
      const row = findUser(deps.db, app.id, uid);
      if (!row) continue;
      if (row.deactivated_at) set.run(app.id, uid);
      nonDeactivatedUids.push(uid);
    }
    return { data: { nonDeactivatedUids } };
  },
});

export const usersBulkRoutes: AnyRoute[] = [deactivateUsers, reactivateUsers];
