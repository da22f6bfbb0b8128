import type { Db } from "../db/types";

/** What the app changed of its notification settings (JSON; the defaults are in code), if anything. */
export const storedNotificationSettings = (db: Db, appId: string) =>
  db.prepare("SELECT settings FROM notification_settings WHERE app_id = ?").pluck().get(appId) as
    | string
    | undefined;

export const saveNotificationSettings = (db: Db, appId: string, settings: unknown, now: number) =>
  db
    .prepare(
      `INSERT INTO notification_settings (app_id, settings, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (app_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
    )
    .run(appId, JSON.stringify(settings), now);

export const deleteNotificationSettings = (db: Db, appId: string) =>
  db.prepare("DELETE FROM notification_settings WHERE app_id = ?").run(appId);
