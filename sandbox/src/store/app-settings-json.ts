import type { Db } from "../db/types";

/** A table holding one JSON document of settings per app. */
type SettingsTable = "email_settings" | "notification_settings";

/** The reads and writes of one app's settings document in `table`. */
export const appSettingsJson = (table: SettingsTable) => ({
  /** The document as stored (JSON), if there is one. */
  stored: (db: Db, appId: string) =>
    db.prepare(`SELECT settings FROM ${table} WHERE app_id = ?`).pluck().get(appId) as string | undefined,
  save: (db: Db, appId: string, settings: unknown, now: number) =>
    db
      .prepare(
        `INSERT INTO ${table} (app_id, settings, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (app_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
      )
      .run(appId, JSON.stringify(settings), now),
  remove: (db: Db, appId: string) => db.prepare(`DELETE FROM ${table} WHERE app_id = ?`).run(appId),
});
