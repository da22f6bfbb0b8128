import * as notificationsContract from "../../../lib/contract/notifications";
import { deepMerge, type Json, notificationSettings } from "../core/notification-settings";
import { seconds } from "../deps";
import { type AnyRoute, appRoute } from "../http/route";
import {
  deleteNotificationSettings,
  saveNotificationSettings,
  storedNotificationSettings,
} from "../store/notification-settings";

export const notificationSettingsRoutes: AnyRoute[] = [
  appRoute({
    ...notificationsContract.getNotificationSettings,
    handler: ({ deps, app }) => ({ data: notificationSettings(deps, app) }),
  }),
  appRoute({
    ...notificationsContract.updateNotificationSettings,
    handler: ({ deps, app, body }) => {
      const stored = storedNotificationSettings(deps.db, app.id);
      const saved = deepMerge(
        stored ? (JSON.parse(stored) as Json) : {},
        body as Json,
        new Set(["customJson"]),
      );
      saveNotificationSettings(deps.db, app.id, saved, seconds(deps));
      return { data: { success: true as const } };
    },
  }),
  appRoute({
    ...notificationsContract.resetNotificationSettings,
    handler: ({ deps, app }) => {
      deleteNotificationSettings(deps.db, app.id);
      return { data: { success: true as const } };
    },
  }),
];
