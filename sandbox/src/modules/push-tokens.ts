import * as notificationsContract from "../../../lib/contract/notifications";
import { isVoipPlatform, type PushPlatform } from "../../../lib/schemas/notification-preferences";
import type { AppRow } from "../core/apps";
import { saveNotificationUser } from "../core/notification-users";
import type { Deps } from "../deps";
import { notFound } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import { authTokenOwner } from "../store/auth-tokens";
import {
  deletePushTokens,
  pushTokensOf,
  savePushToken,
  type PushTokenRow as TokenRow,
} from "../store/push-tokens";

// Push tokens, registered by a client under the auth token of its session: `all=true` reaches every token of
// the token's user, otherwise only those of that session.

function ownerOf(deps: Deps, app: AppRow, authToken: string): string {
  const uid = authTokenOwner(deps.db, app.id, authToken);
  if (uid === undefined) throw notFound("ERR_AUTH_TOKEN_NOT_FOUND", "The auth token does not exist.");
  return uid;
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
  return pushTokensOf(deps.db, app.id, uid, all ? "all" : authToken);
}

const remove = (deps: Deps, app: AppRow, rows: TokenRow[]) => {
  deletePushTokens(
    deps.db,
    app.id,
    rows.map((r) => r.push_token),
  );
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
      savePushToken(
        deps.db,
        app.id,
        {
          pushToken: token,
          uid,
          authToken: body.authToken,
          platform: body.platform,
          providerId: body.providerId ?? null,
        },
        now,
      );
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
