import type { Db } from "../db/types";

export interface TokenRow {
  app_id: string;
  uid: string;
  auth_token: string;
  created_at: number;
  platform: string | null;
  user_agent: string | null;
  app_info: string | null;
}

/** Newest first; tokens made in the same second are ordered by value so pages stay stable. */
const NEWEST_FIRST = "ORDER BY created_at DESC, auth_token DESC";

export function insertAuthToken(db: Db, appId: string, uid: string, token: string, nowSec: number) {
  db.prepare("INSERT INTO auth_tokens (app_id, uid, auth_token, created_at) VALUES (?, ?, ?, ?)").run(
    appId,
    uid,
    token,
    nowSec,
  );
}

export const findAuthToken = (db: Db, appId: string, uid: string, authToken: string) =>
  db
    .prepare("SELECT * FROM auth_tokens WHERE app_id = ? AND uid = ? AND auth_token = ?")
    .get(appId, uid, authToken) as TokenRow | undefined;

export const latestAuthToken = (db: Db, appId: string, uid: string) =>
  db
    .prepare(`SELECT * FROM auth_tokens WHERE app_id = ? AND uid = ? ${NEWEST_FIRST} LIMIT 1`)
    .get(appId, uid) as TokenRow | undefined;

/** One page of a user's tokens, newest first, and how many they have. */
export function authTokenPage(db: Db, appId: string, uid: string, page: number, perPage: number) {
  const { total } = db
    .prepare("SELECT COUNT(*) AS total FROM auth_tokens WHERE app_id = ? AND uid = ?")
    .get(appId, uid) as { total: number };
  const rows = db
    .prepare(`SELECT * FROM auth_tokens WHERE app_id = ? AND uid = ? ${NEWEST_FIRST} LIMIT ? OFFSET ?`)
    .all(appId, uid, perPage, (page - 1) * perPage) as TokenRow[];
  return { total, rows };
}

/** The client a token was issued to: its platform, user agent and app info (JSON). */
export function updateAuthTokenClient(
  db: Db,
  appId: string,
  authToken: string,
  client: { platform: string | null; userAgent: string | null; appInfo: string | null },
) {
  db.prepare(
    "UPDATE auth_tokens SET platform = ?, user_agent = ?, app_info = ? WHERE app_id = ? AND auth_token = ?",
  ).run(client.platform, client.userAgent, client.appInfo, appId, authToken);
}

export const deleteAuthToken = (db: Db, appId: string, authToken: string) =>
  db.prepare("DELETE FROM auth_tokens WHERE app_id = ? AND auth_token = ?").run(appId, authToken);

/** Deletes every token of the user; answers how many there were. */
export const deleteAuthTokensOf = (db: Db, appId: string, uid: string) =>
  db.prepare("DELETE FROM auth_tokens WHERE app_id = ? AND uid = ?").run(appId, uid).changes;

/** The user an auth token was issued to, if it exists. */
export const authTokenOwner = (db: Db, appId: string, authToken: string) =>
  db
    .prepare("SELECT uid FROM auth_tokens WHERE app_id = ? AND auth_token = ?")
    .pluck()
    .get(appId, authToken) as string | undefined;
