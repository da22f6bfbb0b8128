import type { Db } from "../db/types";

/** An extension's settings as stored (JSON), if any are. */
export const storedExtensionSettings = (db: Db, appId: string, id: string) =>
  db
    .prepare("SELECT settings FROM extension_settings WHERE app_id = ? AND extension_id = ?")
    .pluck()
    .get(appId, id) as string | undefined;

export const saveExtensionSettings = (db: Db, appId: string, id: string, settings: unknown, now: number) =>
  db
    .prepare(
      `INSERT INTO extension_settings (app_id, extension_id, settings, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (app_id, extension_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
    )
    .run(appId, id, JSON.stringify(settings), now);

export const deleteExtensionSettings = (db: Db, appId: string, id: string) =>
  db.prepare("DELETE FROM extension_settings WHERE app_id = ? AND extension_id = ?").run(appId, id);

/** Stores a chat widget's configuration after the app's others. */
export const insertWidget = (db: Db, appId: string, widgetId: string, configuration: unknown, now: number) =>
  db
    .prepare(
      `INSERT INTO chat_widgets (app_id, widget_id, configuration, seq, created_at, updated_at)
       VALUES (?, ?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM chat_widgets WHERE app_id = ?), ?, ?)`,
    )
    .run(appId, widgetId, JSON.stringify(configuration), appId, now, now);

/** A widget's configuration as stored (JSON), if the widget exists. */
export const widgetConfiguration = (db: Db, appId: string, widgetId: string) =>
  db
    .prepare("SELECT configuration FROM chat_widgets WHERE app_id = ? AND widget_id = ?")
    .pluck()
    .get(appId, widgetId) as string | undefined;

export const updateWidget = (db: Db, appId: string, widgetId: string, configuration: unknown, now: number) =>
  db
    .prepare("UPDATE chat_widgets SET configuration = ?, updated_at = ? WHERE app_id = ? AND widget_id = ?")
    .run(JSON.stringify(configuration), now, appId, widgetId);

/** The app's widgets in the order they were made. */
export const widgets = (db: Db, appId: string) =>
  db
    .prepare("SELECT widget_id, configuration FROM chat_widgets WHERE app_id = ? ORDER BY seq")
    .all(appId) as { widget_id: string; configuration: string }[];

export const recordCertificate = (db: Db, appId: string, kind: string, now: number) =>
  db
    .prepare(
      `INSERT INTO push_certificates (app_id, kind, uploaded_at) VALUES (?, ?, ?)
       ON CONFLICT (app_id, kind) DO UPDATE SET uploaded_at = excluded.uploaded_at`,
    )
    .run(appId, kind, now);

export const hasCertificate = (db: Db, appId: string, kind: string) =>
  db.prepare("SELECT 1 FROM push_certificates WHERE app_id = ? AND kind = ?").get(appId, kind) !== undefined;
