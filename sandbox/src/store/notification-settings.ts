import { appSettingsJson } from "./app-settings-json";

const notificationSettings = appSettingsJson("notification_settings");

/** What the app changed of its notification settings (JSON; the defaults are in code), if anything. */
export const storedNotificationSettings = notificationSettings.stored;
export const saveNotificationSettings = notificationSettings.save;
export const deleteNotificationSettings = notificationSettings.remove;
