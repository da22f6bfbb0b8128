import * as groupsContract from "../../../lib/contract/groups";
import { createGroup, deleteGroup, updateGroup } from "../core/group-write";
import { type GroupRow, groupView, requireGroup } from "../core/groups";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { likePattern } from "../store/like-pattern";

const SORT_COLUMNS = { name: "name", guid: "guid", createdAt: "created_at" } as const;

export const groupsRoutes: AnyRoute[] = [
  appRoute({
    ...groupsContract.createGroup,
    handler: ({ deps, app, actor, body }) => ({ data: createGroup(deps, app, body, actor) }),
  }),

  appRoute({
    ...groupsContract.listGroups,
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
    ...groupsContract.getGroup,
    handler: ({ deps, app, actor, params }) => ({
      data: groupView(deps.db, requireGroup(deps.db, app.id, params.guid), actor),
    }),
  }),

  appRoute({
    ...groupsContract.updateGroup,
    handler: ({ deps, app, actor, params, body }) => ({
      data: updateGroup(deps, app, params.guid, body, actor),
    }),
  }),

  appRoute({
    ...groupsContract.deleteGroup,
    handler: ({ deps, app, actor, params }) => {
      deleteGroup(deps, app, params.guid, actor);
      return success(`Group ${params.guid} has been deleted successfully.`);
    },
  }),
];
