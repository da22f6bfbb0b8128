import * as groupsContract from "../../../lib/contract/groups";
import { createGroup, deleteGroup, updateGroup } from "../core/group-write";
import { groupView, requireGroup } from "../core/groups";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { groupPage } from "../store/groups";

export const groupsRoutes: AnyRoute[] = [
  appRoute({
    ...groupsContract.createGroup,
    handler: ({ deps, app, actor, body }) => ({ data: createGroup(deps, app, body, actor) }),
  }),

  appRoute({
    ...groupsContract.listGroups,
    handler: ({ deps, app, actor, query }) => {
      const { total, rows } = groupPage(deps.db, app.id, {
        ...query,
        joinedBy: query.hasJoined && actor ? actor : undefined,
      });
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
