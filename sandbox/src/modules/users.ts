import * as usersContract from "../../../lib/contract/users";
import { toJson } from "../core/json";
import { APP_SYSTEM, findUser, requireUser, userView } from "../core/users";
import { seconds } from "../deps";
import { badRequest, conflict, notFound } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { authTokensRoutes, insertAuthToken } from "./auth-tokens";
import { blockedUsersRoutes } from "./blocked-users";
import { friendsRoutes } from "./friends";
import { listUserRows } from "./user-query";
import { usersBulkRoutes } from "./users-bulk";
import { deleteUserForGood, userViewFor } from "./users-store";

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
    deps.db
      .prepare(
        `INSERT INTO users (app_id, uid, name, avatar, link, role, status, status_message, metadata, tags, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'offline', ?, ?, ?, ?)`,
      )
      .run(
        app.id,
        body.uid,
        body.name,
        body.avatar ?? null,
        body.link ?? null,
        body.role ?? "default",
        body.statusMessage ?? null,
        toJson(body.metadata),
        toJson(body.tags),
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

const COLUMN_OF = {
  name: "name",
  avatar: "avatar",
  link: "link",
  role: "role",
  statusMessage: "status_message",
  metadata: "metadata",
  tags: "tags",
} as const;

const updateUser = appRoute({
  ...usersContract.updateUser,
  handler: ({ deps, app, params, body }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const sets: string[] = [];
    const args: (string | number | null)[] = [];
    for (const [field, column] of Object.entries(COLUMN_OF) as [keyof typeof COLUMN_OF, string][]) {
      const value = body[field];
      if (value === undefined) continue;
      sets.push(`${column} = ?`);
      args.push(typeof value === "string" ? value : toJson(value));
    }
    for (const field of body.unset ?? []) sets.push(`${COLUMN_OF[field]} = NULL`);
    sets.push("updated_at = ?");
    args.push(seconds(deps));
    deps.db
      .prepare(`UPDATE users SET ${sets.join(", ")} WHERE app_id = ? AND uid = ?`)
      .run(...args, app.id, user.uid);
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
    deps.db
      .prepare("UPDATE users SET deactivated_at = ? WHERE app_id = ? AND uid = ?")
      .run(seconds(deps), app.id, user.uid);
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
