import * as usersContract from "../../../lib/contract/users";
import { toJson } from "../core/json";
import { APP_SYSTEM, findUser, requireUser, userView } from "../core/users";
import { seconds } from "../deps";
import { badRequest, conflict, notFound } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { listUserRows } from "../store/user-query";
import {
  deleteUserForGood,
  insertUser,
  setDeactivatedAt,
  type UserField,
  updateUser as updateUserRow,
} from "../store/users";
import { authTokensRoutes, insertAuthToken } from "./auth-tokens";
import { blockedUsersRoutes } from "./blocked-users";
import { friendsRoutes } from "./friends";
import { usersBulkRoutes } from "./users-bulk";
import { userViewFor } from "./users-shared";

const createUser = appRoute({
  ...usersContract.createUser,
  handler: ({ deps, app, body }) => {
    if (body.uid === APP_SYSTEM) {
      throw badRequest(`The UID ${APP_SYSTEM} is reserved for the system actor.`, { uid: ["is reserved"] });
    }
    if (findUser(deps.db, app.id, body.uid)) {
      throw conflict("ERR_UID_ALREADY_EXISTS", `The UID ${body.uid} already exists.`);
    }
    const now = seconds(deps);
    insertUser(
      deps.db,
      app.id,
      {
        uid: body.uid,
        name: body.name,
        avatar: body.avatar ?? null,
        link: body.link ?? null,
        role: body.role ?? "default",
        statusMessage: body.statusMessage ?? null,
        metadata: toJson(body.metadata),
        tags: toJson(body.tags),
      },
      now,
    );
    const user = userView(requireUser(deps.db, app.id, body.uid));
    if (!body.withAuthToken) return { data: user };
    return { data: { ...user, authToken: insertAuthToken(deps.db, app.id, body.uid, now).authToken } };
  },
});

const listUsers = appRoute({
  ...usersContract.listUsers,
  handler: ({ deps, app, actor, query }) => {
    const { total, rows } = listUserRows(deps.db, app.id, query, query.page, query.perPage);
    return {
      data: rows.map((r) => userViewFor(deps.db, app.id, r, actor)),
      meta: pageMeta(total, rows.length, query.page, query.perPage),
    };
  },
});

const getUser = appRoute({
  ...usersContract.getUser,
  handler: ({ deps, app, actor, params }) => ({
    data: userViewFor(deps.db, app.id, requireUser(deps.db, app.id, params.uid), actor),
  }),
});

const USER_FIELDS: UserField[] = ["name", "avatar", "link", "role", "statusMessage", "metadata", "tags"];

const updateUser = appRoute({
  ...usersContract.updateUser,
  handler: ({ deps, app, params, body }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const values: Partial<Record<UserField, string | null>> = {};
    for (const field of USER_FIELDS) {
      const value = body[field];
      if (value !== undefined) values[field] = typeof value === "string" ? value : toJson(value);
    }
    updateUserRow(deps.db, app.id, user.uid, values, body.unset ?? [], seconds(deps));
    return { data: userView(requireUser(deps.db, app.id, user.uid)) };
  },
});

const deleteUser = appRoute({
  ...usersContract.deleteUser,
  handler: ({ deps, app, params, body }) => {
    if (body.permanent) {
      // A deactivated user can still be deleted for good; only a missing one is 404.
      const row = findUser(deps.db, app.id, params.uid);
      if (!row) throw notFound("ERR_UID_NOT_FOUND", `The UID ${params.uid} does not exist.`);
      deleteUserForGood(deps.db, app.id, row.uid);
      return success(`The user ${row.uid} has been deleted permanently.`);
    }
    const user = requireUser(deps.db, app.id, params.uid);
    setDeactivatedAt(deps.db, app.id, user.uid, seconds(deps));
    return success(`The user ${user.uid} has been deactivated.`);
  },
});

export const usersRoutes: AnyRoute[] = [
  createUser,
  listUsers,
  getUser,
  updateUser,
  deleteUser,
  ...usersBulkRoutes,
  ...blockedUsersRoutes,
  ...friendsRoutes,
  ...authTokensRoutes,
];
