import { USER_TO_APP_KEYS, type UserPreferencesPatch } from "../../../lib/schemas/notification-preferences";
import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { deepMerge, type Json } from "./notification-settings";

// One user's side of notifications: what they chose of the app's preferences (stored in the published
// PATCH body's words), their muted conversations, timezone and contact details.

export interface NotificationUser {
  preferences: UserPreferencesPatch;
  timezone?: string;
  email?: string;
  phno?: string;
}

interface Row {
  preferences: string | null;
  timezone: string | null;
  email: string | null;
  phno: string | null;
}

export function notificationUser(db: Db, appId: string, uid: string): NotificationUser {
  const row = prepared(
    db,
    "SELECT preferences, timezone, email, phno FROM notification_users WHERE app_id = ? AND uid = ?",
  ).get(appId, uid) as Row | undefined;
  return {
    preferences: row?.preferences ? (JSON.parse(row.preferences) as UserPreferencesPatch) : {},
    timezone: row?.timezone ?? undefined,
    email: row?.email ?? undefined,
    phno: row?.phno ?? undefined,
  };
}

/** Saves the named columns of a user's row, creating it when needed. */
export function saveNotificationUser(
  db: Db,
  appId: string,
  uid: string,
  changes: Partial<Record<keyof Row, string | null>>,
  nowMs: number,
) {
  prepared(
    db,
    "INSERT INTO notification_users (app_id, uid, updated_at) VALUES (?, ?, ?) ON CONFLICT (app_id, uid) DO NOTHING",
  ).run(appId, uid, nowMs);
  for (const [column, value] of Object.entries(changes)) {
    prepared(
      db,
      `UPDATE notification_users SET ${column} = ?, updated_at = ? WHERE app_id = ? AND uid = ?`,
    ).run(value, nowMs, appId, uid);
  }
}

/** The preferences part of the app's settings, and what is in force for one user. */
export type Preferences = { group: Json; oneOnOne: Json; mute: Json } & Json;

/**
 * The preferences in force for a user: the app's, with the user's choice wherever the app lets users
 * override (`…Override: true`).
 */
export function effectivePreferences(app: Preferences, user: UserPreferencesPatch): Preferences {
  const out: Preferences = {
    ...app,
    group: { ...app.group },
    oneOnOne: { ...app.oneOnOne },
    mute: { ...app.mute },
  };
  const sections = [
    ["group", user.groupPreferences],
    ["oneOnOne", user.oneOnOnePreferences],
  ] as const;
  for (const [section, chosen] of sections) {
    const keys = USER_TO_APP_KEYS[section] as Record<string, string>;
    for (const [userKey, value] of Object.entries(chosen ?? {})) {
      const appKey = keys[userKey];
      if (appKey && out[section][appKey.replace(/Setting$/, "Override")] === true)
        out[section][appKey] = value;
    }
  }
  const mute = user.mutePreferences;
  if (mute?.dnd !== undefined && out.mute.dndPreferenceOverride === true)
    out.mute.dndPreferenceSetting = mute.dnd;
  if (mute?.schedule && out.mute.schedulePreferenceOverride === true) {
    out.mute.schedulePreferenceSetting = deepMerge(out.mute.schedulePreferenceSetting as Json, mute.schedule);
  }
  return out;
}

/** 1: default templates, 2: privacy templates; the app's 3 leaves it to the user (default unless they ask). */
export function privacyTemplates(appChoice: number, user: UserPreferencesPatch): boolean {
  return appChoice === 2 || (appChoice === 3 && user.usePrivacyTemplate === true);
}

/** The DELETE answer and a user's starting point: the app's preferences in the PATCH body's words. */
export function inUserWords(prefs: Preferences, usePrivacyTemplate: boolean) {
  const pick = (section: "group" | "oneOnOne") =>
    Object.fromEntries(
      Object.entries(USER_TO_APP_KEYS[section]).map(([userKey, appKey]) => [
        userKey,
        prefs[section][appKey] as number,
      ]),
    );
  return {
    groupPreferences: pick("group"),
    oneOnOnePreferences: pick("oneOnOne"),
    mutePreferences: {
      dnd: prefs.mute.dndPreferenceSetting as number,
      schedule: prefs.mute.schedulePreferenceSetting as Json,
    },
    usePrivacyTemplate,
  };
}

type ConversationKind = "oneOnOne" | "group";

/** Is the conversation muted for the user at `nowMs`? (An `until` in the past has ended the mute.) */
export function isMuted(
  db: Db,
  appId: string,
  uid: string,
  kind: ConversationKind,
  id: string,
  nowMs: number,
) {
  const row = db
    .prepare(
      `SELECT 1 FROM notification_mutes WHERE app_id = ? AND uid = ? AND conversation_type = ? AND conversation_id = ?
         AND (until IS NULL OR until > ?)`,
    )
    .get(appId, uid, kind, id, nowMs);
  return row !== undefined;
}

export function mutedConversations(db: Db, appId: string, uid: string, nowMs: number) {
  const rows = db
    .prepare(
      `SELECT conversation_type AS type, conversation_id AS id, until FROM notification_mutes
        WHERE app_id = ? AND uid = ? AND (until IS NULL OR until > ?) ORDER BY conversation_type, conversation_id`,
    )
    .all(appId, uid, nowMs) as { type: ConversationKind; id: string; until: number | null }[];
  return rows.map((r) =>
    r.until === null ? { id: r.id, type: r.type } : { id: r.id, type: r.type, until: r.until },
  );
}
