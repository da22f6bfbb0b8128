import { z } from "zod";
import {
  createGroupBody,
  groupEnvelope,
  groupListEnvelope,
  groupTypeSchema,
  updateGroupBody,
} from "../../../lib/schemas/groups";
import { createGroup, deleteGroup, updateGroup } from "../core/group-write";
import { type GroupRow, groupView, requireGroup } from "../core/groups";
import { identifier, pageMeta, pageQuery, qbool, qlist, success, successSchema } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { likePattern } from "./like-pattern";

const TAG = "Groups";
const guidParams = z.object({ guid: identifier });

const SORT_COLUMNS = { name: "name", guid: "guid", createdAt: "created_at" } as const;

const listQuery = pageQuery().extend({
  searchKey: z.string().max(100, "must be at most 100 characters").optional(),
  type: groupTypeSchema.optional(),
  // Bounded like stored tags: an unbounded list would exceed SQLite's bound-variable limit (a 500).
  tags: qlist.pipe(z.array(z.string().max(100)).max(25, "at most 25 tags")).optional(),
  sortBy: z.enum(["name", "guid", "createdAt"]).optional().default("name"),
  sortOrder: z.enum(["asc", "desc"]).optional().default("asc"),
  /** As published: with onBehalfOf, true keeps the groups that user joined; false (or no onBehalfOf) filters nothing. */
  hasJoined: qbool.optional(),
});

export const groupsRoutes: AnyRoute[] = [
  appRoute({
    api: "chat",
    method: "post",
    path: "/groups",
    summary: "Create a group",
    tag: TAG,
    limit: "core",
    onBehalfOf: "optional",
    body: createGroupBody,
    response: groupEnvelope,
    handler: ({ deps, app, actor, body }) => ({ data: createGroup(deps, app, body, actor) }),
  }),

  appRoute({
    api: "chat",
    method: "get",
    path: "/groups",
    summary:
      "List groups (searchKey: part of the guid or name, case-insensitive; hasJoined=true with onBehalfOf: the groups that user joined, with their scope)",
    tag: TAG,
    onBehalfOf: "optional",
    query: listQuery,
    response: groupListEnvelope,
    handler: ({ deps, app, actor, query }) => {
      const where = ["app_id = ?"];
      const args: (string | number)[] = [app.id];
      if (query.searchKey) {
        // The reference documents no match rule for groups; anywhere in guid or name, as the list page says.
        where.push("(name LIKE ? ESCAPE '\\' OR guid LIKE ? ESCAPE '\\')");
        args.push(likePattern(query.searchKey), likePattern(query.searchKey));
      }
      if (query.hasJoined && actor) {
        where.push(
          "EXISTS (SELECT 1 FROM group_members m WHERE m.app_id = groups.app_id AND m.guid = groups.guid AND m.uid = ?)",
        );
        args.push(actor);
      }
      if (query.type) {
        where.push("type = ?");
        args.push(query.type);
      }
      if (query.tags && query.tags.length > 0) {
        where.push(
          `EXISTS (SELECT 1 FROM json_each(groups.tags) WHERE value IN (${query.tags.map(() => "?")}))`,
        );
        args.push(...query.tags);
      }
      const filter = where.join(" AND ");
      const { total } = deps.db
        .prepare(`SELECT count(*) AS total FROM groups WHERE ${filter}`)
        .get(...args) as {
        total: number;
      };
      const dir = query.sortOrder === "desc" ? "DESC" : "ASC";
      const rows = deps.db
        .prepare(
          `SELECT * FROM groups WHERE ${filter} ORDER BY ${SORT_COLUMNS[query.sortBy]} ${dir}, guid ${dir} LIMIT ? OFFSET ?`,
        )
        .all(...args, query.perPage, (query.page - 1) * query.perPage) as GroupRow[];
      return {
        data: rows.map((row) => groupView(deps.db, row, actor)),
        meta: pageMeta(total, rows.length, query.page, query.perPage),
      };
    },
  }),

  appRoute({
    api: "chat",
    method: "get",
    path: "/groups/:guid",
    summary: "Get a group",
    tag: TAG,
    onBehalfOf: "optional",
    params: guidParams,
    response: groupEnvelope,
    handler: ({ deps, app, actor, params }) => ({
      data: groupView(deps.db, requireGroup(deps.db, app.id, params.guid), actor),
    }),
  }),

  appRoute({
    api: "chat",
    method: "put",
    path: "/groups/:guid",
    summary: "Update a group (a new owner takes over)",
    tag: TAG,
    onBehalfOf: "optional",
    params: guidParams,
    body: updateGroupBody,
    response: groupEnvelope,
    handler: ({ deps, app, actor, params, body }) => ({
      data: updateGroup(deps, app, params.guid, body, actor),
    }),
  }),

  appRoute({
    api: "chat",
    method: "delete",
    path: "/groups/:guid",
    summary: "Delete a group",
    tag: TAG,
    onBehalfOf: "optional",
    params: guidParams,
    response: successSchema,
    handler: ({ deps, app, actor, params }) => {
      deleteGroup(deps, app, params.guid, actor);
      return success(`Group ${params.guid} has been deleted successfully.`);
    },
  }),
];
