import type { Db } from "../db/types";

/** The app's email provider settings as stored (JSON), if any are. */
export const storedEmailSettings = (db: Db, appId: string) =>
  db.prepare("SELECT settings FROM email_settings WHERE app_id = ?").pluck().get(appId) as string | undefined;

export const saveEmailSettings = (db: Db, appId: string, settings: unknown, now: number) =>
  db
    .prepare(
      `INSERT INTO email_settings (app_id, settings, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (app_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
    )
    .run(appId, JSON.stringify(settings), now);

export const deleteEmailSettings = (db: Db, appId: string) =>
  db.prepare("DELETE FROM email_settings WHERE app_id = ?").run(appId);
