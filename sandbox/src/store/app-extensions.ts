import type { Db } from "../db/types";

/** The ids of the extensions switched on for the app. */
export const enabledExtensions = (db: Db, appId: string) =>
  new Set(
    db
      .prepare("SELECT extension_id FROM app_extensions WHERE app_id = ? AND enabled = 1")
      .pluck()
      .all(appId) as string[],
  );

export const setExtensionEnabled = (db: Db, appId: string, id: string, on: boolean, now: number) =>
  db
    .prepare(
      `INSERT INTO app_extensions (app_id, extension_id, enabled, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (app_id, extension_id) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
    )
    .run(appId, id, on ? 1 : 0, now);
