import { createHash } from "node:crypto";
import type { z } from "zod";
import type { createGroupBody, updateGroupBody } from "../../../lib/schemas/groups";
import { type Deps, seconds } from "../deps";
import { badRequest, conflict } from "../http/errors";
import type { AppRow } from "./apps";
import { emit } from "./events";
import {
  actorOrSystem,
  emitMemberChanges,
  insertBan,
  insertMember,
  memberMap,
  notAMember,
  resolveMemberLists,
} from "./group-members";
import { findGroup, findMember, groupConversationId, groupView, requireGroup } from "./groups";
import { toJson } from "./json";
import { APP_SYSTEM, requireUser } from "./users";

type App = Pick<AppRow, "id" | "region">;

// The sandbox never checks group passwords (joining is client-side), but it still keeps no plain secret.
export const hashPassword = (password: string) => createHash("sha256").update(password).digest("hex");

/** Every named uid must exist, otherwise nothing is created. */
export function createGroup(deps: Deps, app: App, body: z.output<typeof createGroupBody>, actor?: string) {
  const { db } = deps;
  const now = seconds(deps);
  const guid = body.guid.toLowerCase();
  if (findGroup(db, app.id, guid)) {
    throw conflict("ERR_GUID_ALREADY_EXISTS", `The GUID ${guid} already exists.`);
  }
  const owner = body.owner?.toLowerCase() ?? actor ?? APP_SYSTEM;
  if (owner !== APP_SYSTEM) requireUser(db, app.id, owner);
  const { adds, bans } = resolveMemberLists(body.members);
  const initial = adds.filter((a) => a.uid !== owner);
  for (const uid of [...initial.map((a) => a.uid), ...bans]) requireUser(db, app.id, uid);
  const clash = bans.find((uid) => uid === owner || initial.some((a) => a.uid === uid));
  if (clash) {
    throw badRequest(`The user ${clash} cannot be both banned and a member (or the owner) of the group.`, {
      "members.usersToBan": [`${clash} is also a member or the owner`],
    });
  }

  db.prepare(
    `INSERT INTO groups (app_id, guid, name, description, icon, type, password, owner, metadata, tags, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    app.id,
    guid,
    body.name,
    body.description ?? null,
    body.icon ?? null,
    body.type,
    body.type === "password" && body.password ? hashPassword(body.password) : null,
    owner,
    toJson(body.metadata),
    toJson(body.tags),
    now,
  );
  if (owner !== APP_SYSTEM) insertMember(db, app.id, guid, owner, "admin", now);
  for (const a of initial) insertMember(db, app.id, guid, a.uid, a.scope, now);
  for (const uid of bans) insertBan(db, app.id, guid, uid, now);

  const group = requireGroup(db, app.id, guid);
  emit(deps, app, "group_created", {
    group: groupView(db, group, owner),
    members: memberMap(db, app.id, [owner], () => (owner === APP_SYSTEM ? {} : { scope: "admin" })),
  });
  emitMemberChanges(deps, app, group, owner, new Map(initial.map((a) => [a.uid, a.scope])), bans);
  return groupView(db, group, actor ?? (owner === APP_SYSTEM ? undefined : owner));
}

export function updateGroup(
  deps: Deps,
  app: App,
  guid: string,
  body: z.output<typeof updateGroupBody>,
  actor?: string,
) {
  const { db } = deps;
  const now = seconds(deps);
  const before = requireGroup(db, app.id, guid);
  const newOwner = body.owner?.toLowerCase();
  const transfer = newOwner !== undefined && newOwner !== before.owner;
  if (transfer) {
    requireUser(db, app.id, newOwner);
    if (!findMember(db, app.id, before.guid, newOwner)) throw notAMember(newOwner, before.guid);
  }
  const type = body.type ?? before.type;
  let password = before.password;
  if (type !== "password") password = null;
  else if (body.password) password = hashPassword(body.password);
  if (type === "password" && !password) {
    throw badRequest("A password group needs a password.", {
      password: ["is required for a password group"],
    });
  }

  const { owner: _owner, password: _password, ...fields } = body;
  const changed = Object.values(fields).some((v) => v !== undefined) || password !== before.password;
  db.prepare(
    `UPDATE groups SET name = ?, description = ?, icon = ?, metadata = ?, tags = ?, type = ?, password = ?,
            owner = ?, updated_at = ?, updated_by = ? WHERE app_id = ? AND guid = ?`,
  ).run(
    body.name ?? before.name,
    body.description ?? before.description,
    body.icon ?? before.icon,
    body.metadata !== undefined ? toJson(body.metadata) : before.metadata,
    body.tags !== undefined ? toJson(body.tags) : before.tags,
    type,
    password,
    transfer ? newOwner : before.owner,
    now,
    actorOrSystem(actor),
    app.id,
    before.guid,
  );
  if (transfer) {
    db.prepare("UPDATE group_members SET scope = 'admin' WHERE app_id = ? AND guid = ? AND uid = ?").run(
      app.id,
      before.guid,
      newOwner,
    );
  }
  const after = requireGroup(db, app.id, before.guid);
  if (changed || !transfer) emit(deps, app, "group_updated", { group: groupView(db, after) });
  if (transfer) {
    emit(deps, app, "group_owner_transferred", {
      group: groupView(db, after, undefined, { oldOwner: before.owner }),
    });
  }
  return groupView(db, after, actor);
}

export function deleteGroup(deps: Deps, app: App, guid: string, actor?: string) {
  const { db } = deps;
  const now = seconds(deps);
  const group = requireGroup(db, app.id, guid);
  const payload = groupView(db, group, undefined, { updatedAt: now, updatedBy: actorOrSystem(actor) });
  const conversationId = groupConversationId(group.guid);
  db.prepare("DELETE FROM group_members WHERE app_id = ? AND guid = ?").run(app.id, group.guid);
  db.prepare("DELETE FROM group_bans WHERE app_id = ? AND guid = ?").run(app.id, group.guid);
  db.prepare("DELETE FROM conversation_state WHERE app_id = ? AND conversation_id = ?").run(
    app.id,
    conversationId,
  );
  db.prepare("DELETE FROM conversations WHERE app_id = ? AND conversation_id = ?").run(
    app.id,
    conversationId,
  );
  // A group re-created with the same guid must not inherit the old history.
  db.prepare("DELETE FROM messages WHERE app_id = ? AND conversation_id = ?").run(app.id, conversationId);
  db.prepare("DELETE FROM groups WHERE app_id = ? AND guid = ?").run(app.id, group.guid);
  emit(deps, app, "group_deleted", { group: payload });
}
