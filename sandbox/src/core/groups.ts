import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { notFound } from "../http/errors";
import { compact, fromJson } from "./json";

export interface GroupRow {
  app_id: string;
  guid: string;
  name: string;
  description: string | null;
  icon: string | null;
  type: string;
  password: string | null;
  owner: string;
  metadata: string | null;
  tags: string | null;
  created_at: number;
  updated_at: number | null;
  updated_by: string | null;
}

export interface MemberRow {
  app_id: string;
  guid: string;
  uid: string;
  scope: "admin" | "moderator" | "participant";
  joined_at: number;
}

export function findGroup(db: Db, appId: string, guid: string): GroupRow | undefined {
  return prepared(db, "SELECT * FROM groups WHERE app_id = ? AND guid = ?").get(appId, guid.toLowerCase()) as
    | GroupRow
    | undefined;
}

export function requireGroup(db: Db, appId: string, guid: string): GroupRow {
  const row = findGroup(db, appId, guid);
  if (!row) throw notFound("ERR_GUID_NOT_FOUND", `The GUID ${guid} does not exist.`);
  return row;
}

export function findMember(db: Db, appId: string, guid: string, uid: string): MemberRow | undefined {
  return prepared(db, "SELECT * FROM group_members WHERE app_id = ? AND guid = ? AND uid = ?").get(
    appId,
    guid,
    uid,
  ) as MemberRow | undefined;
}

export const groupConversationId = (guid: string) => `group_${guid}`;

export function groupView(db: Db, row: GroupRow, forUid?: string, extra: Record<string, unknown> = {}) {
  const counts = prepared(
    db,
    `SELECT count(*) AS members,
              coalesce(sum(u.status IN ('online', 'available')), 0) AS online
         FROM group_members m LEFT JOIN users u ON u.app_id = m.app_id AND u.uid = m.uid
        WHERE m.app_id = ? AND m.guid = ?`,
  ).get(row.app_id, row.guid) as { members: number; online: number };
  const member = forUid ? findMember(db, row.app_id, row.guid, forUid) : undefined;
  return compact({
    guid: row.guid,
    name: row.name,
    description: row.description ?? undefined,
    icon: row.icon ?? undefined,
    type: row.type,
    owner: row.owner,
    metadata: fromJson<Record<string, unknown>>(row.metadata),
    tags: fromJson<string[]>(row.tags),
    membersCount: counts.members,
    onlineMembersCount: counts.online,
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? undefined,
    updatedBy: row.updated_by ?? undefined,
    conversationId: groupConversationId(row.guid),
    ...(forUid ? { hasJoined: Boolean(member), scope: member?.scope, joinedAt: member?.joined_at } : {}),
    ...extra,
  });
}

export const groupEntity = (db: Db, row: GroupRow) => ({
  entity: groupView(db, row),
  entityType: "group" as const,
});
