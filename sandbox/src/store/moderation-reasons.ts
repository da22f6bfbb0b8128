import type { Db } from "../db/types";

export interface ReasonRow {
  id: string;
  name: string;
  description: string | null;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export const findReason = (db: Db, appId: string, id: string) =>
  db.prepare("SELECT * FROM mod_reasons WHERE app_id = ? AND id = ?").get(appId, id) as ReasonRow | undefined;

/** The app's reasons, its defaults first, then oldest first. */
export const listReasons = (db: Db, appId: string, limit: number) =>
  db
    .prepare("SELECT * FROM mod_reasons WHERE app_id = ? ORDER BY is_default DESC, created_at, id LIMIT ?")
    .all(appId, limit) as ReasonRow[];

export function insertReason(
  db: Db,
  appId: string,
  r: { id: string; name: string; description: string | null },
  now: number,
) {
  db.prepare(
    "INSERT INTO mod_reasons (app_id, id, name, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(appId, r.id, r.name, r.description, now, now);
}

export function updateReason(
  db: Db,
  appId: string,
  id: string,
  r: { name: string; description: string | null },
  now: number,
) {
  db.prepare(
    "UPDATE mod_reasons SET name = ?, description = ?, updated_at = ? WHERE app_id = ? AND id = ?",
  ).run(r.name, r.description, now, appId, id);
}

export const deleteReason = (db: Db, appId: string, id: string) =>
  db.prepare("DELETE FROM mod_reasons WHERE app_id = ? AND id = ?").run(appId, id);
