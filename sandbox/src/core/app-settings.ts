import { APP_SETTINGS, type AppSettingKey } from "../../../lib/schemas/app-settings";
import type { Db } from "../db/types";

export const isAppSetting = (key: string): key is AppSettingKey => Object.hasOwn(APP_SETTINGS, key);

export function appSettings(db: Db, appId: string): Record<AppSettingKey, boolean> {
  const stored = db.prepare("SELECT key, value FROM app_settings WHERE app_id = ?").all(appId) as {
    key: string;
    value: number;
  }[];
  const out = Object.fromEntries(Object.entries(APP_SETTINGS).map(([k, v]) => [k, v.default])) as Record<
    AppSettingKey,
    boolean
  >;
  for (const r of stored) if (isAppSetting(r.key)) out[r.key] = r.value === 1;
  return out;
}

export function appSetting(db: Db, appId: string, key: AppSettingKey): boolean {
  const row = db.prepare("SELECT value FROM app_settings WHERE app_id = ? AND key = ?").get(appId, key) as
    | { value: number }
    | undefined;
  return row ? row.value === 1 : APP_SETTINGS[key].default;
}

/** The setting that decides whether a new message becomes its conversation's last one, if any does. */
export function conversationSettingFor(m: {
  category: string;
  type: string;
  parentId?: number | null;
}): AppSettingKey | undefined {
  if (m.parentId) return "core.conversations.updateOnReplies";
  if (m.category === "custom") return "core.conversations.updateOnCustomMessage";
  if (m.category === "call") return "core.conversations.updateOnCallActivity";
  if (m.category === "action") {
    return m.type === "groupMember"
      ? "core.conversations.updateOnGroupActions"
      : "core.conversations.updateOnMessageActions";
  }
  return undefined;
}
