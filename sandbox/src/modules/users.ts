import { z } from "zod";
import { dataEnvelope, pageEnvelope, successEnvelope } from "../../../lib/schemas/common";
import { createUserInput, deleteUserInput, updateUserInput, userSchema } from "../../../lib/schemas/users";
import { toJson } from "../core/json";
import { APP_SYSTEM, findUser, requireUser, userView } from "../core/users";
import { seconds } from "../deps";
import { badRequest, conflict, notFound } from "../http/errors";
import { identifier, pageMeta, pageQuery, qbool, qlist, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { authTokensRoutes, insertAuthToken } from "./auth-tokens";
import { blockedUsersRoutes } from "./blocked-users";
import { friendsRoutes } from "./friends";
import { listUserRows } from "./user-query";
import { usersBulkRoutes } from "./users-bulk";
import { deleteUserForGood, userViewFor } from "./users-store";

const TAG = "Users";
const uidParams = z.object({ uid: identifier });

const createUser = appRoute({
  api: "chat",
  method: "post",
  path: "/users",
  tag: TAG,
  summary: "Create a user (withAuthToken also issues an auth token)",
  authOnly: true,
  limit: "core",
  body: createUserInput.extend({ uid: identifier }),
  response: dataEnvelope(userSchema),
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

/** [ours] A time the last-active filter compares with, in Unix seconds as the service's time filters take. */
const unixTime = z
  .string()
  .regex(/^\d{1,10}$/, "must be a Unix time in seconds (at most 10 digits)")
  .transform(Number);

const listQuery = pageQuery()
  .extend({
    searchKey: z.string().max(100).optional(),
    status: z.enum(["available", "offline"], { error: "must be available or offline" }).optional(),
    role: z.string().max(100).optional(),
    tags: qlist.pipe(z.array(z.string().max(100)).max(25, "at most 25 tags")).optional(),
    withDeactivated: qbool.optional(),
    onlyDeactivated: qbool.optional(),
    // [ours] The published list takes no order and no last-active filter: named and shaped as the groups
    // list's published sortBy/sortOrder and the calls list's time filters.
    lastActiveBefore: unixTime.optional(),
    lastActiveAfter: unixTime.optional(),
    sortBy: z
      .enum(["uid", "name", "createdAt", "lastActiveAt"], {
        error: "must be uid, name, createdAt or lastActiveAt",
      })
      .optional()
      .default("uid"),
    sortOrder: z.enum(["asc", "desc"], { error: "must be asc or desc" }).optional().default("asc"),
  })
  .refine(
    (q) =>
      q.lastActiveBefore === undefined ||
      q.lastActiveAfter === undefined ||
      q.lastActiveAfter < q.lastActiveBefore,
    { path: ["lastActiveAfter"], message: "must be earlier than lastActiveBefore" },
  );

const listUsers = appRoute({
  api: "chat",
  method: "get",
  path: "/users",
  tag: TAG,
  summary:
    "List users (searchKey: anywhere in the uid or name; deactivated users only when asked). [ours] sortBy uid, name, createdAt or lastActiveAt with sortOrder; lastActiveBefore and lastActiveAfter (Unix seconds) keep users last active strictly before or after that time, a user never active matching neither",
  onBehalfOf: "optional",
  query: listQuery,
  response: pageEnvelope(userSchema),
  handler: ({ deps, app, actor, query }) => {
    const { total, rows } = listUserRows(deps.db, app.id, query, query.page, query.perPage);
    return {
      data: rows.map((r) => userViewFor(deps.db, app.id, r, actor)),
      meta: pageMeta(total, rows.length, query.page, query.perPage),
    };
  },
});

const getUser = appRoute({
  api: "chat",
  method: "get",
  path: "/users/:uid",
  tag: TAG,
  summary: "Get a user",
  onBehalfOf: "optional",
  params: uidParams,
  response: dataEnvelope(userSchema),
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
  api: "chat",
  method: "put",
  path: "/users/:uid",
  tag: TAG,
  summary: "Update a user (unset lists fields to clear)",
  params: uidParams,
  body: updateUserInput,
  response: dataEnvelope(userSchema),
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
  api: "chat",
  method: "delete",
  path: "/users/:uid",
  tag: TAG,
  summary:
    "Deactivate a user, or with permanent delete it with its tokens, messages and one-to-one conversations",
  limit: "core",
  params: uidParams,
  body: deleteUserInput,
  response: successEnvelope,
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
