import type { Db } from "../db/types";

export interface RoleRow {
  role: string;
  name: string;
  description: string | null;
  metadata: string | null;
  settings: string | null;
  created_at: number;
  updated_at: number | null;
}

/** A stored role (the default role is stored only once something changes it). */
export const findStoredRole = (db: Db, appId: string, role: string) =>
  db.prepare("SELECT * FROM roles WHERE app_id = ? AND role = ?").get(appId, role) as RoleRow | undefined;

/** The app's stored roles, the default first, then oldest first. */
export const storedRoles = (db: Db, appId: string) =>
  db
    .prepare("SELECT * FROM roles WHERE app_id = ? ORDER BY role <> 'default', created_at, role")
    .all(appId) as RoleRow[];

/** Stores a role unless it is stored already (the default role, when something first changes it). */
export function insertRoleIfMissing(
  db: Db,
  appId: string,
  r: { role: string; name: string; description: string | null; createdAt: number },
) {
  db.prepare(
    "INSERT OR IGNORE INTO roles (app_id, role, name, description, created_at) VALUES (?, ?, ?, ?, ?)",
  ).run(appId, r.role, r.name, r.description, r.createdAt);
}

interface RoleFields {
  name: string;
  description: string | null;
  metadata: string | null;
  settings: string | null;
}

export function insertRole(db: Db, appId: string, role: string, r: RoleFields, now: number) {
  db.prepare(
    "INSERT INTO roles (app_id, role, name, description, metadata, settings, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(appId, role, r.name, r.description, r.metadata, r.settings, now);
}

export function updateRole(db: Db, appId: string, role: string, r: RoleFields, now: number) {
  db.prepare(
    "UPDATE roles SET name = ?, description = ?, metadata = ?, settings = ?, updated_at = ? WHERE app_id = ? AND role = ?",
  ).run(r.name, r.description, r.metadata, r.settings, now, appId, role);
}

/** How many users (deactivated ones too) have the role. */
export const usersWithRole = (db: Db, appId: string, role: string) =>
  (
    db.prepare("SELECT count(*) AS n FROM users WHERE app_id = ? AND role = ?").get(appId, role) as {
      n: number;
    }
  ).n;

export const deleteRole = (db: Db, appId: string, role: string) =>
  db.prepare("DELETE FROM roles WHERE app_id = ? AND role = ?").run(appId, role);

export const restrictFeature = (db: Db, appId: string, role: string, feature: string, now: number) =>
  db
    .prepare(
      "INSERT OR IGNORE INTO role_restrictions (app_id, role, feature, created_at) VALUES (?, ?, ?, ?)",
    )
    .run(appId, role, feature, now);

export const restrictedFeatures = (db: Db, appId: string, role: string) =>
  db
    .prepare(
      "SELECT feature, created_at FROM role_restrictions WHERE app_id = ? AND role = ? ORDER BY feature",
    )
    .all(appId, role) as { feature: string; created_at: number }[];

/** Lifts the role's restriction of the given features, or of every feature. */
export function allowFeatures(db: Db, appId: string, role: string, features: string[] | "all") {
  if (features === "all") {
    db.prepare("DELETE FROM role_restrictions WHERE app_id = ? AND role = ?").run(appId, role);
    return;
  }
  const del = db.prepare("DELETE FROM role_restrictions WHERE app_id = ? AND role = ? AND feature = ?");
  for (const key of features) del.run(appId, role, key);
}
