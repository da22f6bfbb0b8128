import type { Db } from "../db/types";

/** Stores a setting's value (1 on, 0 off); the defaults live in code. */
export const setAppSetting = (db: Db, appId: string, key: string, on: boolean, now: number) =>
  db
    .prepare(
      `INSERT INTO app_settings (app_id, key, value, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (app_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    )
    .run(appId, key, on ? 1 : 0, now);

/** Forgets the given settings, or every one: they answer their defaults again. */
export function deleteAppSettings(db: Db, appId: string, keys: string[] | "all") {
  if (keys === "all") {
    db.prepare("DELETE FROM app_settings WHERE app_id = ?").run(appId);
    return;
  }
  const del = db.prepare("DELETE FROM app_settings WHERE app_id = ? AND key = ?");
  db.transaction(() => {
    for (const key of keys) del.run(appId, key);
  })();
}
