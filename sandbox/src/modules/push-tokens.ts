import * as notificationsContract from "../../../lib/contract/notifications";
import { isVoipPlatform, type PushPlatform } from "../../../lib/schemas/notification-preferences";
import type { AppRow } from "../core/apps";
import { saveNotificationUser } from "../core/notification-users";
import type { Deps } from "../deps";
import { notFound } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";

// Push tokens, registered by a client under the auth token of its session: `all=true` reaches every token of
// the token's user, otherwise only those of that session.

interface TokenRow {
  push_token: string;
  uid: string;
  auth_token: string;
  platform: string;
  provider_id: string | null;
  created_at: number;
  updated_at: number;
}

function ownerOf(deps: Deps, app: AppRow, authToken: string): string {
  const row = deps.db
    .prepare("SELECT uid FROM auth_tokens WHERE app_id = ? AND auth_token = ?")
    .get(app.id, authToken) as { uid: string } | undefined;
  if (!row) throw notFound("ERR_AUTH_TOKEN_NOT_FOUND", "The auth token does not exist.");
  return row.uid;
}

const view = (r: TokenRow) => ({
  authToken: r.auth_token,
  pushTokenType: isVoipPlatform(r.platform) ? ("voip" as const) : ("chat" as const),
  createdAt: new Date(r.created_at).toISOString(),
  platform: r.platform as PushPlatform,
  ...(r.provider_id ? { providerId: r.provider_id } : {}),
  pushToken: r.push_token,
  uid: r.uid,
  updatedAt: new Date(r.updated_at).toISOString(),
});

function tokens(deps: Deps, app: AppRow, authToken: string, all: boolean): TokenRow[] {
  const uid = ownerOf(deps, app, authToken);
  return deps.db
    .prepare(
      `SELECT * FROM push_tokens WHERE app_id = ? AND uid = ? ${all ? "" : "AND auth_token = ?"} ORDER BY created_at, push_token`,
    )
    .all(app.id, uid, ...(all ? [] : [authToken])) as TokenRow[];
}

const remove = (deps: Deps, app: AppRow, rows: TokenRow[]) => {
  const del = deps.db.prepare("DELETE FROM push_tokens WHERE app_id = ? AND push_token = ?");
  for (const r of rows) del.run(app.id, r.push_token);
  return { data: { pushTokens: rows.map(view) } };
};

export const pushTokenRoutes: AnyRoute[] = [
  appRoute({
    ...notificationsContract.registerPushToken,
    handler: ({ deps, app, body }) => {
      const uid = ownerOf(deps, app, body.authToken);
      const token =
        "fcmToken" in body ? body.fcmToken : "deviceToken" in body ? body.deviceToken : body.voipToken;
      const now = deps.now();
      deps.db
        .prepare(
          `INSERT INTO push_tokens (app_id, push_token, uid, auth_token, platform, provider_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (app_id, push_token) DO UPDATE SET uid = excluded.uid, auth_token = excluded.auth_token,
             platform = excluded.platform, provider_id = excluded.provider_id, updated_at = excluded.updated_at`,
        )
        .run(app.id, token, uid, body.authToken, body.platform, body.providerId ?? null, now, now);
      if (body.timezone) saveNotificationUser(deps.db, app.id, uid, { timezone: body.timezone }, now);
      return { data: { success: true as const } };
    },
  }),
  appRoute({
    ...notificationsContract.listPushTokens,
    handler: ({ deps, app, query }) => ({
      data: { pushTokens: tokens(deps, app, query.authToken, query.all === "true").map(view) },
    }),
  }),
  appRoute({
    ...notificationsContract.deletePushTokens,
    handler: ({ deps, app, query, body }) =>
      remove(deps, app, tokens(deps, app, body.authToken, query.all === "true")),
  }),
  appRoute({
    ...notificationsContract.deletePushToken,
    handler: ({ deps, app, params, body }) => {
      const found = tokens(deps, app, body.authToken, true).filter((t) => t.push_token === params.pushToken);
      if (found.length === 0)
        throw notFound("ERR_PUSH_TOKEN_NOT_FOUND", "The push token is not registered for this user.");
      return remove(deps, app, found);
    },
  }),
];
