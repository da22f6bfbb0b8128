import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { notFound } from "../http/errors";
import { compact, fromJson } from "./json";

export interface UserRow {
  app_id: string;
  uid: string;
  name: string;
  avatar: string | null;
  link: string | null;
  role: string;
  status: string;
  status_message: string | null;
  metadata: string | null;
  tags: string | null;
  created_at: number;
  updated_at: number | null;
  last_active_at: number | null;
  deactivated_at: number;
}

export const APP_SYSTEM = "app_system";

export function findUser(db: Db, appId: string, uid: string): UserRow | undefined {
  return prepared(db, "SELECT * FROM users WHERE app_id = ? AND uid = ?").get(appId, uid.toLowerCase()) as
    | UserRow
    | undefined;
}

/** A deactivated user answers like a missing one (reference §5). */
export function requireUser(db: Db, appId: string, uid: string): UserRow {
  const row = findUser(db, appId, uid);
  if (!row || row.deactivated_at) throw notFound("ERR_UID_NOT_FOUND", `The UID ${uid} does not exist.`);
  return row;
}

export function userView(row: UserRow, extra: Record<string, unknown> = {}) {
  return compact({
    uid: row.uid,
    name: row.name,
    avatar: row.avatar ?? undefined,
    link: row.link ?? undefined,
    role: row.role,
    status: row.status,
    statusMessage: row.status_message ?? undefined,
    metadata: fromJson<Record<string, unknown>>(row.metadata),
    tags: fromJson<string[]>(row.tags),
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? undefined,
    lastActiveAt: row.last_active_at ?? undefined,
    deactivatedAt: row.deactivated_at || undefined,
    ...extra,
  });
}

/** Metadata as other users see it: the `@private` part is for the user and the app alone. */
export function withoutPrivate(metadata: Record<string, unknown> | undefined) {
  if (!metadata || !("@private" in metadata)) return metadata;
  const { "@private": _private, ...rest } = metadata;
  return rest;
}

export function publicUserView(row: UserRow, extra: Record<string, unknown> = {}) {
  const view = userView(row, extra);
  return compact({ ...view, metadata: withoutPrivate(view.metadata as Record<string, unknown> | undefined) });
}

export const systemUser = () => ({ uid: APP_SYSTEM, name: "System", role: "default", status: "available" });

export function userEntity(db: Db, appId: string, uid: string) {
  if (uid === APP_SYSTEM) return { entity: systemUser(), entityType: "user" as const };
  const row = findUser(db, appId, uid);
  return { entity: row ? publicUserView(row) : { uid, name: uid }, entityType: "user" as const };
}
