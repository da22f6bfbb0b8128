import * as usersContract from "../../../lib/contract/users";
import { newAuthToken } from "../core/ids";
import { compact } from "../core/json";
import { requireUser } from "../core/users";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { notFound } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";

interface TokenRow {
  app_id: string;
  uid: string;
  auth_token: string;
  created_at: number;
  platform: string | null;
  user_agent: string | null;
  app_info: string | null;
}

const tokenView = (t: TokenRow) =>
  compact({
    uid: t.uid,
    authToken: t.auth_token,
    createdAt: t.created_at,
    platform: t.platform ?? undefined,
    userAgent: t.user_agent ?? undefined,
    appInfo: t.app_info ? (JSON.parse(t.app_info) as Record<string, unknown>) : undefined,
  });

export function insertAuthToken(db: Db, appId: string, uid: string, nowSec: number) {
  const token = newAuthToken(uid, nowSec);
  db.prepare("INSERT INTO auth_tokens (app_id, uid, auth_token, created_at) VALUES (?, ?, ?, ?)").run(
    appId,
    uid,
    token,
    nowSec,
  );
  return { uid, authToken: token, createdAt: nowSec };
}

/** Newest first; tokens made in the same second are ordered by value so pages stay stable. */
const NEWEST_FIRST = "ORDER BY created_at DESC, auth_token DESC";

function requireToken(db: Db, appId: string, uid: string, authToken: string): TokenRow {
  const row = db
    .prepare("SELECT * FROM auth_tokens WHERE app_id = ? AND uid = ? AND auth_token = ?")
    .get(appId, uid, authToken) as TokenRow | undefined;
  if (!row) throw notFound("ERR_AUTH_TOKEN_NOT_FOUND", `The auth token does not exist for the UID ${uid}.`);
  return row;
}

const createToken = appRoute({
  ...usersContract.createAuthToken,
  handler: ({ deps, app, params, body }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    if (!body.force) {
      const latest = deps.db
        .prepare(`SELECT * FROM auth_tokens WHERE app_id = ? AND uid = ? ${NEWEST_FIRST} LIMIT 1`)
        .get(app.id, user.uid) as TokenRow | undefined;
      if (latest) return { data: tokenView(latest) };
    }
    return { data: insertAuthToken(deps.db, app.id, user.uid, seconds(deps)) };
  },
});

const listTokens = appRoute({
  ...usersContract.listAuthTokens,
  handler: ({ deps, app, params, query }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const { total } = deps.db
      .prepare("SELECT COUNT(*) AS total FROM auth_tokens WHERE app_id = ? AND uid = ?")
      .get(app.id, user.uid) as { total: number };
    const rows = deps.db
      .prepare(`SELECT * FROM auth_tokens WHERE app_id = ? AND uid = ? ${NEWEST_FIRST} LIMIT ? OFFSET ?`)
      .all(app.id, user.uid, query.perPage, (query.page - 1) * query.perPage) as TokenRow[];
    return { data: rows.map(tokenView), meta: pageMeta(total, rows.length, query.page, query.perPage) };
  },
});

const getToken = appRoute({
  ...usersContract.getAuthToken,
  handler: ({ deps, app, params }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    return { data: tokenView(requireToken(deps.db, app.id, user.uid, params.authToken)) };
  },
});

const updateToken = appRoute({
  ...usersContract.updateAuthToken,
  handler: ({ deps, app, params, body }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const row = requireToken(deps.db, app.id, user.uid, params.authToken);
    deps.db
      .prepare(
        "UPDATE auth_tokens SET platform = ?, user_agent = ?, app_info = ? WHERE app_id = ? AND auth_token = ?",
      )
      .run(
        body.platform ?? row.platform,
        body.userAgent ?? row.user_agent,
        body.appInfo === undefined ? row.app_info : JSON.stringify(body.appInfo),
        app.id,
        row.auth_token,
      );
    return { data: tokenView(requireToken(deps.db, app.id, user.uid, row.auth_token)) };
  },
});

const deleteToken = appRoute({
  ...usersContract.deleteAuthToken,
  handler: ({ deps, app, params }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const row = requireToken(deps.db, app.id, user.uid, params.authToken);
    deps.db
      .prepare("DELETE FROM auth_tokens WHERE app_id = ? AND auth_token = ?")
      .run(app.id, row.auth_token);
    return success(`The auth token of the UID ${user.uid} has been deleted.`);
  },
});

const deleteAllTokens = appRoute({
  ...usersContract.deleteAuthTokens,
  handler: ({ deps, app, params }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const { changes } = deps.db
      .prepare("DELETE FROM auth_tokens WHERE app_id = ? AND uid = ?")
      .run(app.id, user.uid);
    return success(`Deleted ${changes} auth token(s) of the UID ${user.uid}.`);
  },
});

export const authTokensRoutes: AnyRoute[] = [
  createToken,
  listTokens,
  getToken,
  updateToken,
  deleteToken,
  deleteAllTokens,
];
