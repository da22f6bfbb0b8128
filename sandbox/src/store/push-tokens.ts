import type { Db } from "../db/types";

export interface PushTokenRow {
  push_token: string;
  uid: string;
  auth_token: string;
  platform: string;
  provider_id: string | null;
  created_at: number;
  updated_at: number;
}

/** Registers a push token, or moves one registered already to this user, session and provider (times in ms). */
export function savePushToken(
  db: Db,
  appId: string,
  t: { pushToken: string; uid: string; authToken: string; platform: string; providerId: string | null },
  nowMs: number,
) {
  db.prepare(
    `INSERT INTO push_tokens (app_id, push_token, uid, auth_token, platform, provider_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (app_id, push_token) DO UPDATE SET uid = excluded.uid, auth_token = excluded.auth_token,
       platform = excluded.platform, provider_id = excluded.provider_id, updated_at = excluded.updated_at`,
  ).run(appId, t.pushToken, t.uid, t.authToken, t.platform, t.providerId, nowMs, nowMs);
}

/** A user's push tokens, oldest first: all of them, or those registered under one auth token. */
export const pushTokensOf = (db: Db, appId: string, uid: string, authToken: string | "all") =>
  db
    .prepare(
      `SELECT * FROM push_tokens WHERE app_id = ? AND uid = ? ${authToken === "all" ? "" : "AND auth_token = ?"} ORDER BY created_at, push_token`,
    )
    .all(appId, uid, ...(authToken === "all" ? [] : [authToken])) as PushTokenRow[];

export function deletePushTokens(db: Db, appId: string, pushTokens: string[]) {
  const del = db.prepare("DELETE FROM push_tokens WHERE app_id = ? AND push_token = ?");
  for (const t of pushTokens) del.run(appId, t);
}
