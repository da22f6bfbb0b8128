import type { Db } from "../db/types";

/** Where one owner's permissions are stored: a role's, or a scope's in one group. */
export interface PermissionsAt {
  table: "role_permissions" | "scope_permissions";
  keys: string[];
  key: string[];
}

export const rolePermissionsAt = (role: string): PermissionsAt => ({
  table: "role_permissions",
  keys: ["role"],
  key: [role],
});

export const scopePermissionsAt = (guid: string, scope: string): PermissionsAt => ({
  table: "scope_permissions",
  keys: ["guid", "scope"],
  key: [guid, scope],
});

const where = (at: PermissionsAt) => `app_id = ? AND ${at.keys.map((k) => `${k} = ?`).join(" AND ")}`;

/** The owner's permissions as set, by id (values as stored, JSON). */
export const storedPermissions = (db: Db, appId: string, at: PermissionsAt) =>
  db
    .prepare(`SELECT permission, value FROM ${at.table} WHERE ${where(at)} ORDER BY permission`)
    .all(appId, ...at.key) as { permission: string; value: string }[];

/** Sets each permission given (values serialised as JSON), in one transaction. */
export function setPermissions(
  db: Db,
  appId: string,
  at: PermissionsAt,
  values: [string, unknown][],
  now: number,
) {
  const upsert = db.prepare(
    `INSERT INTO ${at.table} (app_id, ${at.keys.join(", ")}, permission, value, updated_at)
     VALUES (?, ${at.keys.map(() => "?").join(", ")}, ?, ?, ?)
     ON CONFLICT DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  db.transaction(() => {
    for (const [id, value] of values) upsert.run(appId, ...at.key, id, JSON.stringify(value), now);
  })();
}

export const deletePermission = (db: Db, appId: string, at: PermissionsAt, id: string) =>
  db.prepare(`DELETE FROM ${at.table} WHERE ${where(at)} AND permission = ?`).run(appId, ...at.key, id);
