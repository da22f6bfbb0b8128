import { type Deps, seconds } from "../deps";
import { ApiError, errorBody } from "../http/errors";
import { API_SOURCE } from "../http/route";
import type { AppRow } from "./apps";
import { emit } from "./events";
import {
  actorOrSystem,
  emitMemberChanges,
  insertBan,
  insertMember,
  isBanned,
  memberActionMessage,
  memberEventData,
  memberMap,
  notAMember,
  ownerProtected,
  removeMember,
  type Scope,
} from "./group-members";
import { findMember, type GroupRow, requireGroup } from "./groups";
import { requireUser } from "./users";

type App = Pick<AppRow, "id" | "region">;
type ListKey = "admins" | "moderators" | "participants";
type AddResult = { success: true; data: Record<string, unknown> } | { success: false; error: unknown };
export type AddMembersData = Record<ListKey, Record<string, AddResult>> & {
  usersToBan: Record<string, { success: boolean }>;
};

const alreadyMember = (uid: string, guid: string) =>
  new ApiError(409, "ERR_ALREADY_JOINED", `The user ${uid} is already a member of the group ${guid}.`);
const bannedUser = (uid: string, guid: string) =>
  new ApiError(403, "ERR_USER_BANNED", `The user ${uid} is banned from the group ${guid}. Unban them first.`);

function checkBannable(deps: Deps, app: App, group: GroupRow, uid: string) {
  requireUser(deps.db, app.id, uid);
  if (uid === group.owner) throw ownerProtected(uid, group.guid, "banned");
  if (isBanned(deps.db, app.id, group.guid, uid)) {
    throw new ApiError(
      400,
      "ERR_ALREADY_BANNED",
      `The user ${uid} is already banned from the group ${group.guid}.`,
    );
  }
}

function banOne(deps: Deps, app: App, group: GroupRow, uid: string, by: string) {
  insertBan(deps.db, app.id, group.guid, uid, seconds(deps));
  return memberActionMessage(deps.db, app.id, group, { by, uid, action: "banned" }, seconds(deps));
}

/** One uid failing does not fail the call; bans run first, so a uid both banned and added ends banned. */
export function addMembers(
  deps: Deps,
  app: App,
  guid: string,
  lists: { adds: { uid: string; scope: Scope; list: ListKey }[]; bans: string[] },
  actor?: string,
): AddMembersData {
  const { db } = deps;
  const group = requireGroup(db, app.id, guid);
  const by = actorOrSystem(actor);
  const now = seconds(deps);
  const answer: AddMembersData = { admins: {}, moderators: {}, participants: {}, usersToBan: {} };

  const banned: string[] = [];
  for (const uid of lists.bans) {
    try {
      checkBannable(deps, app, group, uid);
      banOne(deps, app, group, uid, by);
      banned.push(uid);
      answer.usersToBan[uid] = { success: true };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      answer.usersToBan[uid] = { success: false };
    }
  }

  const added = new Map<string, Scope>();
  for (const { uid, scope, list } of lists.adds) {
    let result: AddResult;
    try {
      requireUser(db, app.id, uid);
      if (isBanned(db, app.id, group.guid, uid)) throw bannedUser(uid, group.guid);
      if (findMember(db, app.id, group.guid, uid)) throw alreadyMember(uid, group.guid);
      insertMember(db, app.id, group.guid, uid, scope, now);
      // Built after the insert, so `for.entity.membersCount` counts this addition.
      const data = memberActionMessage(db, app.id, group, { by, uid, action: "added" }, now);
      added.set(uid, scope);
      result = { success: true, data };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      result = { success: false, error: errorBody(err, API_SOURCE.chat).error };
    }
    answer[list][uid] = result;
  }

  emitMemberChanges(deps, app, group, by, added, banned);
  return answer;
}

export function banMember(deps: Deps, app: App, guid: string, uid: string, actor?: string) {
  const group = requireGroup(deps.db, app.id, guid);
  const by = actorOrSystem(actor);
  checkBannable(deps, app, group, uid);
  banOne(deps, app, group, uid, by);
  emit(
    deps,
    app,
    "group_member_banned",
    memberEventData(deps, app, group, by, memberMap(deps.db, app.id, [uid])),
  );
}

export function unbanMember(deps: Deps, app: App, guid: string, uid: string, actor?: string) {
  const group = requireGroup(deps.db, app.id, guid);
  const by = actorOrSystem(actor);
  requireUser(deps.db, app.id, uid);
  if (!isBanned(deps.db, app.id, group.guid, uid)) {
    throw new ApiError(400, "ERR_NOT_BANNED", `The user ${uid} is not banned from the group ${group.guid}.`);
  }
  deps.db
    .prepare("DELETE FROM group_bans WHERE app_id = ? AND guid = ? AND uid = ?")
    .run(app.id, group.guid, uid);
  const message = memberActionMessage(deps.db, app.id, group, { by, uid, action: "unbanned" }, seconds(deps));
  emit(
    deps,
    app,
    "group_member_unbanned",
    memberEventData(deps, app, group, by, memberMap(deps.db, app.id, [uid])),
  );
  return message;
}

export function kickMember(deps: Deps, app: App, guid: string, uid: string, actor?: string) {
  const group = requireGroup(deps.db, app.id, guid);
  const by = actorOrSystem(actor);
  requireUser(deps.db, app.id, uid);
  if (!findMember(deps.db, app.id, group.guid, uid)) throw notAMember(uid, group.guid);
  if (uid === group.owner) throw ownerProtected(uid, group.guid, "kicked");
  removeMember(deps.db, app.id, group.guid, uid);
  memberActionMessage(deps.db, app.id, group, { by, uid, action: "kicked" }, seconds(deps));
  emit(
    deps,
    app,
    "group_member_kicked",
    memberEventData(deps, app, group, by, memberMap(deps.db, app.id, [uid])),
  );
}

export function changeScope(deps: Deps, app: App, guid: string, uid: string, scope: Scope, actor?: string) {
  const group = requireGroup(deps.db, app.id, guid);
  const by = actorOrSystem(actor);
  requireUser(deps.db, app.id, uid);
  const member = findMember(deps.db, app.id, group.guid, uid);
  if (!member) throw notAMember(uid, group.guid);
  if (uid === group.owner && scope !== "admin") throw ownerProtected(uid, group.guid, "given another scope");
  if (member.scope === scope) return member;
  deps.db
    .prepare("UPDATE group_members SET scope = ? WHERE app_id = ? AND guid = ? AND uid = ?")
    .run(scope, app.id, group.guid, uid);
  const extraData = { scope, oldScope: member.scope };
  memberActionMessage(deps.db, app.id, group, { by, uid, action: "scopeChanged", extraData }, seconds(deps));
  const members = memberMap(deps.db, app.id, [uid], () => extraData);
  emit(deps, app, "group_member_scope_changed", memberEventData(deps, app, group, by, members));
  return { ...member, scope };
}
