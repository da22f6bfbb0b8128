import * as groupsContract from "../../../lib/contract/groups";
import { resolveMemberLists } from "../core/group-members";
import { requireGroup } from "../core/groups";
import { addMembers, banMember, changeScope, kickMember, unbanMember } from "../core/member-actions";
import { userView } from "../core/users";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { bannedPage, memberPage } from "../store/group-members";

export const membersRoutes: AnyRoute[] = [
  appRoute({
    ...groupsContract.addGroupMembers,
    handler: ({ deps, app, actor, params, body }) => ({
      data: addMembers(deps, app, params.guid, resolveMemberLists(body), actor),
    }),
  }),

  appRoute({
    ...groupsContract.listGroupMembers,
    handler: ({ deps, app, params, query }) => {
      const group = requireGroup(deps.db, app.id, params.guid);
      const { total, rows } = memberPage(deps.db, app.id, group.guid, query);
      return {
        data: rows.map((r) => userView(r, { scope: r.scope, joinedAt: r.joined_at })),
        meta: pageMeta(total, rows.length, query.page, query.perPage),
      };
    },
  }),

  appRoute({
    ...groupsContract.changeGroupMemberScope,
    handler: ({ deps, app, actor, params, body }) => {
      const member = changeScope(deps, app, params.guid, params.uid, body.scope, actor);
      return {
        data: { guid: member.guid, uid: member.uid, scope: member.scope, joinedAt: member.joined_at },
      };
    },
  }),

  appRoute({
    ...groupsContract.kickGroupMember,
    handler: ({ deps, app, actor, params }) => {
      kickMember(deps, app, params.guid, params.uid, actor);
      return success(`${params.uid} has been kicked from the group ${params.guid}.`);
    },
  }),

  appRoute({
    ...groupsContract.listGroupBannedUsers,
    handler: ({ deps, app, params, query }) => {
      const group = requireGroup(deps.db, app.id, params.guid);
      const { total, rows } = bannedPage(deps.db, app.id, group.guid, query.page, query.perPage);
      return {
        data: rows.map((r) => userView(r)),
        meta: pageMeta(total, rows.length, query.page, query.perPage),
      };
    },
  }),

  appRoute({
    ...groupsContract.banGroupMember,
    handler: ({ deps, app, actor, params }) => {
      banMember(deps, app, params.guid, params.uid, actor);
      return success(`${params.uid} has been banned from the group ${params.guid}.`);
    },
  }),

  appRoute({
    ...groupsContract.unbanGroupMember,
    handler: ({ deps, app, actor, params }) => {
      unbanMember(deps, app, params.guid, params.uid, actor);
      return success(`${params.uid} has been unbanned from the group ${params.guid}.`);
    },
  }),
];
