import * as notificationsContract from "../../../lib/contract/notifications";
import { deepMerge, type Json, notificationSettings } from "../core/notification-settings";
import { seconds } from "../deps";
import { type AnyRoute, appRoute } from "../http/route";

export const notificationSettingsRoutes: AnyRoute[] = [
  appRoute({
    ...notificationsContract.getNotificationSettings,
    handler: ({ deps, app }) => ({ data: notificationSettings(deps, app) }),
  }),
  appRoute({
    ...notificationsContract.updateNotificationSettings,
    handler: ({ deps, app, body }) => {
      const row = deps.db
        .prepare("SELECT settings FROM notification_settings WHERE app_id = ?")
        .get(app.id) as { settings: string } | undefined;
      const saved = deepMerge(
        row ? (JSON.parse(row.settings) as Json) : {},
        body as Json,
        new Set(["customJson"]),
      );
      deps.db
        .prepare(
          `INSERT INTO notification_settings (app_id, settings, updated_at) VALUES (?, ?, ?)
           ON CONFLICT (app_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
        )
        .run(app.id, JSON.stringify(saved), seconds(deps));
      return { data: { success: true as const } };
    },
  }),
  appRoute({
    ...notificationsContract.resetNotificationSettings,
    handler: ({ deps, app }) => {
      deps.db.prepare("DELETE FROM notification_settings WHERE app_id = ?").run(app.id);
      return { data: { success: true as const } };
    },
  }),
];
