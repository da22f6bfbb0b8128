import type { Deps } from "../deps";
import { storedNotificationSettings } from "../store/notification-settings";
import type { AppRow } from "./apps";
import { defaultNotificationSettings } from "./notification-defaults";

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** `patch` over `base`, object by object; any other value (a list, `customJson`'s own keys) replaces. */
export function deepMerge(base: Json, patch: Json, replace: ReadonlySet<string> = new Set()): Json {
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    out[k] = isObject(v) && isObject(out[k]) && !replace.has(k) ? deepMerge(out[k] as Json, v, replace) : v;
  }
  return out;
}

/** The app's settings: the defaults with every saved change over them. */
export function notificationSettings(deps: Pick<Deps, "db">, app: Pick<AppRow, "id">): Json {
  const stored = storedNotificationSettings(deps.db, app.id);
  const defaults = defaultNotificationSettings() as Json;
  return stored ? deepMerge(defaults, JSON.parse(stored) as Json, new Set(["customJson"])) : defaults;
}
