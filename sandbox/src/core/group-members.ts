import type { MemberLists } from "../../../lib/schemas/groups";
import type { Db } from "../db/types";
import type { Deps } from "../deps";
import { ApiError } from "../http/errors";
import type { AppRow } from "./apps";
import { emit } from "./events";
import { type GroupRow, groupEntity, groupView, type MemberRow } from "./groups";
import { insertActionMessage, messageView } from "./messages";
import { APP_SYSTEM, userEntity } from "./users";

export type Scope = MemberRow["scope"];
export type MemberListKey = "admins" | "moderators" | "participants";

const LIST_SCOPE: Record<MemberListKey, Scope> = {
  admins: "admin",
  moderators: "moderator",
  participants: "participant",
};
// Visiting lists from the highest role down makes a uid named in several lists keep the highest one.
const LISTS_BY_RANK: MemberListKey[] = ["admins", "moderators", "participants"];

export interface ResolvedLists {
  adds: { uid: string; scope: Scope; list: MemberListKey }[];
  bans: string[];
}

export function resolveMemberLists(lists: MemberLists | undefined): ResolvedLists {
  const seen = new Set<string>();
  const adds: ResolvedLists["adds"] = [];
  for (const list of LISTS_BY_RANK) {
    for (const raw of lists?.[list] ?? []) {
      const uid = raw.toLowerCase();
      if (seen.has(uid)) continue;
      seen.add(uid);
      adds.push({ uid, scope: LIST_SCOPE[list], list });
    }
  }
  const bans = [...new Set((lists?.usersToBan ?? []).map((u) => u.toLowerCase()))];
  return { adds, bans };
}

export const notAMember = (uid: string, guid: string) =>
  new ApiError(400, "ERR_NOT_A_MEMBER", `The user ${uid} is not a member of the group ${guid}.`);

export const ownerProtected = (uid: string, guid: string, what: string) =>
  new ApiError(
    400,
    "ERR_GROUP_OWNER_ACTION",
    `The user ${uid} owns the group ${guid} and cannot be ${what}. Transfer the ownership first.`,
  );

export function isBanned(db: Db, appId: string, guid: string, uid: string): boolean {
  return Boolean(
    db.prepare("SELECT 1 FROM group_bans WHERE app_id = ? AND guid = ? AND uid = ?").get(appId, guid, uid),
  );
}

export function insertMember(db: Db, appId: string, guid: string, uid: string, scope: Scope, nowSec: number) {
  db.prepare("INSERT INTO group_members (app_id, guid, uid, scope, joined_at) VALUES (?, ?, ?, ?, ?)").run(
    appId,
    guid,
    uid,
    scope,
    nowSec,
  );
}

export function removeMember(db: Db, appId: string, guid: string, uid: string) {
  db.prepare("DELETE FROM group_members WHERE app_id = ? AND guid = ? AND uid = ?").run(appId, guid, uid);
}

export function insertBan(db: Db, appId: string, guid: string, uid: string, nowSec: number) {
  removeMember(db, appId, guid, uid);
  db.prepare("INSERT INTO group_bans (app_id, guid, uid, banned_at) VALUES (?, ?, ?, ?)").run(
    appId,
    guid,
    uid,
    nowSec,
  );
}

export const userResource = (db: Db, appId: string, uid: string) =>
  userEntity(db, appId, uid).entity as Record<string, unknown>;

export function memberMap(
  db: Db,
  appId: string,
  uids: string[],
  extra: (uid: string) => Record<string, unknown> = () => ({}),
) {
  return Object.fromEntries(uids.map((uid) => [uid, { ...userResource(db, appId, uid), ...extra(uid) }]));
}

export function memberActionMessage(
  db: Db,
  appId: string,
  group: GroupRow,
  a: { by: string; uid: string; action: string; extraData?: Record<string, unknown> },
  nowSec: number,
) {
  const row = insertActionMessage(
    db,
    appId,
    {
      // The interface: action messages are sent by the system actor; `by` names who acted.
      sender: APP_SYSTEM,
      receiverType: "group",
      receiver: group.guid,
      type: "groupMember",
      action: a.action,
      by: userEntity(db, appId, a.by),
      on: userEntity(db, appId, a.uid),
      for: groupEntity(db, group),
      extraData: a.extraData,
    },
    nowSec,
  );
  return messageView(row);
}

export function memberEventData(
  deps: Deps,
  app: Pick<AppRow, "id">,
  group: GroupRow,
  by: string,
  members: Record<string, unknown>,
) {
  return { group: groupView(deps.db, group), members, by: userResource(deps.db, app.id, by) };
}

/** Fires group_member_added for the `added` members (uid to scope) and group_member_banned for `banned`, each when there are any. */
export function emitMemberChanges(
  deps: Deps,
  app: Pick<AppRow, "id" | "region">,
  group: GroupRow,
  by: string,
  added: ReadonlyMap<string, Scope>,
  banned: readonly string[],
) {
  if (added.size > 0) {
    const members = memberMap(deps.db, app.id, [...added.keys()], (uid) => ({ scope: added.get(uid) }));
    emit(deps, app, "group_member_added", memberEventData(deps, app, group, by, members));
  }
  if (banned.length > 0) {
    const members = memberMap(deps.db, app.id, [...banned]);
    emit(deps, app, "group_member_banned", memberEventData(deps, app, group, by, members));
  }
}

export const actorOrSystem = (actor: string | undefined) => actor ?? APP_SYSTEM;
