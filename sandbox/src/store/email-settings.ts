import { appSettingsJson } from "./app-settings-json";

const emailSettings = appSettingsJson("email_settings");

/** The app's email provider settings as stored (JSON), if any are. */
export const storedEmailSettings = emailSettings.stored;
export const saveEmailSettings = emailSettings.save;
export const deleteEmailSettings = emailSettings.remove;
