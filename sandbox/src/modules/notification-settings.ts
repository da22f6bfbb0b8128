import {
  notificationSettingsEnvelope,
  notificationSettingsPatch,
} from "../../../lib/schemas/notification-settings";
import { providerSuccessEnvelope } from "../../../lib/schemas/notifications";
import { deepMerge, type Json, notificationSettings } from "../core/notification-settings";
import { seconds } from "../deps";
import { type AnyRoute, appRoute } from "../http/route";

const PATH = "/notifications/v1/settings";
const TAG = "Notifications";
export const notificationSettingsRoutes: AnyRoute[] = [
  appRoute({
    api: "chat",
    method: "get",
    path: PATH,
    tag: TAG,
    summary:
      "The app's notification settings: preferences, sounds and templates (the defaults until changed).",
    response: notificationSettingsEnvelope,
    handler: ({ deps, app }) => ({ data: notificationSettings(deps, app) }),
  }),
  appRoute({
    api: "chat",
    method: "patch",
    path: PATH,
    tag: TAG,
    summary:
      "Change any part of the notification settings; what is left out stays as it is (customJson is replaced whole).",
    body: notificationSettingsPatch,
    response: providerSuccessEnvelope,
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
    api: "chat",
    method: "delete",
    path: PATH,
    tag: TAG,
    summary: "Reset the notification settings to the defaults.",
    response: providerSuccessEnvelope,
    handler: ({ deps, app }) => {
      deps.db.prepare("DELETE FROM notification_settings WHERE app_id = ?").run(app.id);
      return { data: { success: true as const } };
    },
  }),
];
