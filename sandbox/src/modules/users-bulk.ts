import { dataEnvelope } from "../../../lib/schemas/common";
import { deactivateUsersInput, perUidResultSchema, reactivateUsersInput } from "../../../lib/schemas/users";
import { findUser } from "../core/users";
import { seconds } from "../deps";
import { type AnyRoute, appRoute } from "../http/route";
import { activeUser, missingUid, normaliseUids, type PerUid } from "./users-store";

const TAG = "Users";

const deactivateUsers = appRoute({
  api: "chat",
  method: "delete",
  path: "/users",
  tag: TAG,
  summary: "Deactivate users in bulk; answers a result per uid",
  limit: "core",
  body: deactivateUsersInput,
  response: dataEnvelope(perUidResultSchema),
  handler: ({ deps, app, body }) => {
    const now = seconds(deps);
    const set = deps.db.prepare("UPDATE users SET deactivated_at = ? WHERE app_id = ? AND uid = ?");
    const data: PerUid = {};
    for (const uid of normaliseUids(body.uidsToDeactivate)) {
      // An already deactivated user answers like a missing one.
      if (!activeUser(deps.db, app.id, uid)) {
        data[uid] = missingUid(uid);
        continue;
      }
      set.run(now, app.id, uid);
      data[uid] = { success: true, message: `The user ${uid} has been deactivated.` };
    }
    return { data };
  },
});

const reactivateUsers = appRoute({
  api: "chat",
  method: "put",
  path: "/users",
  tag: TAG,
  summary: "Reactivate deactivated users in bulk; answers a result per uid",
  body: reactivateUsersInput,
  response: dataEnvelope(perUidResultSchema),
  handler: ({ deps, app, body }) => {
    const set = deps.db.prepare("UPDATE users SET deactivated_at = 0 WHERE app_id = ? AND uid = ?");
    const data: PerUid = {};
    for (const uid of normaliseUids(body.uidsToActivate)) {
      const row = findUser(deps.db, app.id, uid);
      if (!row) data[uid] = missingUid(uid);
      else if (!row.deactivated_at)
        data[uid] = { success: true, message: `The user ${uid} is already active.` };
      else {
        set.run(app.id, uid);
        data[uid] = { success: true, message: `The user ${uid} has been reactivated.` };
      }
    }
    return { data };
  },
});

export const usersBulkRoutes: AnyRoute[] = [deactivateUsers, reactivateUsers];
