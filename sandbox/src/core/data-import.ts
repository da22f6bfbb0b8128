import type { ImportGroupRow, ImportMemberRow, ImportUserRow } from "../../../lib/schemas/data-import";
import type { Db } from "../db/types";
import { ApiError, badRequest, conflict } from "../http/errors";
import { insertImportedGroup, insertImportedUser } from "../store/data-import";
import { insertBan, insertMember, isBanned } from "./group-members";
import { hashPassword } from "./group-write";
import { findGroup, findMember, type GroupRow, groupView } from "./groups";
import { toJson } from "./json";
import { APP_SYSTEM, findUser, type UserRow, userView } from "./users";

// Users, groups and members brought over from another system, with their own ids and times. Each row is imported
// whole or not at all (the caller runs it in a savepoint); a refusal is an ApiError naming the row's field.

const missing = (code: string, message: string, field: string, detail: string) =>
  new ApiError(404, code, message, { [field]: [detail] });

function insertUser(db: Db, appId: string, u: ImportUserRow, now: number): UserRow {
  const uid = u.uid.toLowerCase();
  if (uid === APP_SYSTEM) {
    throw badRequest(`The UID ${APP_SYSTEM} is reserved for the system actor.`, { uid: ["is reserved"] });
  }
  insertImportedUser(db, appId, {
    uid,
    name: u.name,
    avatar: u.avatar ?? null,
    link: u.link ?? null,
    role: u.role ?? "default",
    metadata: toJson(u.metadata),
    tags: toJson(u.tags),
    createdAt: u.createdAt ?? now,
    lastActiveAt: u.lastActiveAt ?? null,
    deactivatedAt: u.deactivatedAt ?? 0,
  });
  return findUser(db, appId, uid) as UserRow;
}

/** Imports a user; one the app already has is refused (409 ERR_UID_ALREADY_EXISTS), never changed. */
export function importUser(db: Db, appId: string, u: ImportUserRow, now: number) {
  if (findUser(db, appId, u.uid)) {
    throw conflict("ERR_UID_ALREADY_EXISTS", `The UID ${u.uid.toLowerCase()} already exists.`);
  }
  return userView(insertUser(db, appId, u, now));
}

/**
 * The user a row names: one the app has (deactivated ones too: history keeps them), else one made from the details
 * the row sends, else 404 naming the field.
 */
export function ensureUser(
  db: Db,
  appId: string,
  uid: string,
  details: ImportUserRow | undefined,
  field: string,
  now: number,
): UserRow {
  const row = findUser(db, appId, uid);
  if (row) return row;
  if (details) return insertUser(db, appId, details, now);
  throw missing(
    "ERR_UID_NOT_FOUND",
    `The UID ${uid.toLowerCase()} (${field}) does not exist: import the user first or send its details.`,
    field,
    "does not exist",
  );
}

function insertGroup(
  db: Db,
  appId: string,
  g: ImportGroupRow,
  owners: ImportUserRow | undefined,
  now: number,
) {
  const guid = g.guid.toLowerCase();
  const owner = g.owner?.toLowerCase() ?? APP_SYSTEM;
  if (owner !== APP_SYSTEM) ensureUser(db, appId, owner, g.groupOwnerDetails ?? owners, "owner", now);
  const createdAt = g.createdAt ?? now;
  insertImportedGroup(db, appId, {
    guid,
    name: g.name,
    description: g.description ?? null,
    icon: g.icon ?? null,
    type: g.type,
    password: g.type === "password" && g.password ? hashPassword(g.password) : null,
    owner,
    metadata: toJson(g.metadata),
    tags: toJson(g.tags),
    createdAt,
  });
  // As a created group, the owner is its first admin, from the group's own time.
  if (owner !== APP_SYSTEM) insertMember(db, appId, guid, owner, "admin", createdAt);
  return findGroup(db, appId, guid) as GroupRow;
}

/** Imports a group (its owner an admin member); one the app already has is refused (409), never changed. */
export function importGroup(db: Db, appId: string, g: ImportGroupRow, now: number) {
  if (findGroup(db, appId, g.guid)) {
    throw conflict("ERR_GUID_ALREADY_EXISTS", `The GUID ${g.guid.toLowerCase()} already exists.`);
  }
  return groupView(db, insertGroup(db, appId, g, undefined, now));
}

/** The group a row names: one the app has, else one made from the row's details, else 404 naming the field. */
export function ensureGroup(
  db: Db,
  appId: string,
  guid: string,
  details: { group?: ImportGroupRow; owner?: ImportUserRow },
  field: string,
  now: number,
): GroupRow {
  const row = findGroup(db, appId, guid);
  if (row) return row;
  if (details.group) return insertGroup(db, appId, details.group, details.owner, now);
  throw missing(
    "ERR_GUID_NOT_FOUND",
    `The GUID ${guid.toLowerCase()} (${field}) does not exist: import the group first or send its details.`,
    field,
    "does not exist",
  );
}

/**
 * Imports a membership, or a ban with `isBanned`. The join time must fall between the group's creation and now
 * (ERR_IMPORT_INVALID_JOINEDAT); a user already in the group or banned from it is refused (409), never changed.
 */
export function importMember(db: Db, appId: string, m: ImportMemberRow, now: number) {
  const group = ensureGroup(db, appId, m.guid, { group: m.groupDetails }, "guid", now);
  const user = ensureUser(db, appId, m.uid, m.userDetails, "uid", now);
  const joinedAt = m.joinedAt ?? now;
  if (joinedAt < group.created_at || joinedAt > now) {
    throw new ApiError(
      400,
      "ERR_IMPORT_INVALID_JOINEDAT",
      `The joinedAt of ${m.memberId} must be from the group's creation (${group.created_at}) until now.`,
      { joinedAt: [`must be between ${group.created_at} and ${now}`] },
    );
  }
  if (findMember(db, appId, group.guid, user.uid)) {
    throw conflict(
      "ERR_ALREADY_JOINED",
      `The user ${user.uid} is already a member of the group ${group.guid}.`,
    );
  }
  if (isBanned(db, appId, group.guid, user.uid)) {
    throw conflict(
      "ERR_ALREADY_BANNED",
      `The user ${user.uid} is already banned from the group ${group.guid}.`,
    );
  }
  if (m.isBanned) insertBan(db, appId, group.guid, user.uid, joinedAt);
  else insertMember(db, appId, group.guid, user.uid, m.scope, joinedAt);
  return {
    guid: group.guid,
    uid: user.uid,
    scope: m.scope,
    joinedAt,
    ...(m.isBanned ? { isBanned: true } : {}),
  };
}
