import * as usersContract from "../../../lib/contract/users";
import { newAuthToken } from "../core/ids";
import { compact } from "../core/json";
import { requireUser } from "../core/users";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { notFound } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import {
  authTokenPage,
  deleteAuthToken,
  deleteAuthTokensOf,
  findAuthToken,
  insertAuthToken as insertToken,
  latestAuthToken,
  type TokenRow,
  updateAuthTokenClient,
} from "../store/auth-tokens";

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
  insertToken(db, appId, uid, token, nowSec);
  return { uid, authToken: token, createdAt: nowSec };
}

function requireToken(db: Db, appId: string, uid: string, authToken: string): TokenRow {
  const row = findAuthToken(db, appId, uid, authToken);
  if (!row) throw notFound("ERR_AUTH_TOKEN_NOT_FOUND", `The auth token does not exist for the UID ${uid}.`);
  return row;
}

const createToken = appRoute({
  ...usersContract.createAuthToken,
  handler: ({ deps, app, params, body }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    if (!body.force) {
      const latest = latestAuthToken(deps.db, app.id, user.uid);
      if (latest) return { data: tokenView(latest) };
    }
    return { data: insertAuthToken(deps.db, app.id, user.uid, seconds(deps)) };
  },
});

const listTokens = appRoute({
  ...usersContract.listAuthTokens,
  handler: ({ deps, app, params, query }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const { total, rows } = authTokenPage(deps.db, app.id, user.uid, query.page, query.perPage);
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
    updateAuthTokenClient(deps.db, app.id, row.auth_token, {
      platform: body.platform ?? row.platform,
      userAgent: body.userAgent ?? row.user_agent,
      appInfo: body.appInfo === undefined ? row.app_info : JSON.stringify(body.appInfo),
    });
    return { data: tokenView(requireToken(deps.db, app.id, user.uid, row.auth_token)) };
  },
});

const deleteToken = appRoute({
  ...usersContract.deleteAuthToken,
  handler: ({ deps, app, params }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const row = requireToken(deps.db, app.id, user.uid, params.authToken);
    deleteAuthToken(deps.db, app.id, row.auth_token);
    return success(`The auth token of the UID ${user.uid} has been deleted.`);
  },
});

const deleteAllTokens = appRoute({
  ...usersContract.deleteAuthTokens,
  handler: ({ deps, app, params }) => {
    const user = requireUser(deps.db, app.id, params.uid);
    const changes = deleteAuthTokensOf(deps.db, app.id, user.uid);
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
