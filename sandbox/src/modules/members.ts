import * as groupsContract from "../../../lib/contract/groups";
import { resolveMemberLists } from "../core/group-members";
import { requireGroup } from "../core/groups";
import { addMembers, banMember, changeScope, kickMember, unbanMember } from "../core/member-actions";
import { type UserRow, userView } from "../core/users";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";

type MemberListRow = UserRow & { scope: string; joined_at: number };

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
      // A deactivated user answers like a missing one (reference §5), so lists leave it out.
      const where = ["m.app_id = ?", "m.guid = ?", "u.deactivated_at = 0"];
      const args: (string | number)[] = [app.id, group.guid];
      // Deduped: a repeated scope must not grow the statement past SQLite's variable limit.
      const scopes = [...new Set(query.scopes ?? [])];
      if (scopes.length > 0) {
        where.push(`m.scope IN (${scopes.map(() => "?")})`);
        args.push(...scopes);
      }
      const from = `FROM group_members m JOIN users u ON u.app_id = m.app_id AND u.uid = m.uid WHERE ${where.join(" AND ")}`;
      const { total } = deps.db.prepare(`SELECT count(*) AS total ${from}`).get(...args) as { total: number };
      const rows = deps.db
        .prepare(`SELECT u.*, m.scope, m.joined_at ${from} ORDER BY m.joined_at, m.uid LIMIT ? OFFSET ?`)
        .all(...args, query.perPage, (query.page - 1) * query.perPage) as MemberListRow[];
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
      const from =
        "FROM group_bans b JOIN users u ON u.app_id = b.app_id AND u.uid = b.uid WHERE b.app_id = ? AND b.guid = ? AND u.deactivated_at = 0";
      const { total } = deps.db.prepare(`SELECT count(*) AS total ${from}`).get(app.id, group.guid) as {
        total: number;
      };
      const rows = deps.db
        .prepare(`SELECT u.* ${from} ORDER BY b.banned_at, b.uid LIMIT ? OFFSET ?`)
        .all(app.id, group.guid, query.perPage, (query.page - 1) * query.perPage) as UserRow[];
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
