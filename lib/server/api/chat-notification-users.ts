import "server-only";
import * as notificationsContract from "../../contract/notifications";
import { listAuthTokens } from "../../contract/users";
import { maskSecret } from "../../shared/mask-token";
import { call } from "./call";
import { isServiceError } from "./errors";
import type { Connection } from "./request";

// One user's side of notifications, read at once for their page: their preferences (`?uid=`), mutes,
// timezone, contact details (`onBehalfOf`) and the devices they registered (read with one of their auth tokens).

/**
 * The devices a user registered for push, read with their newest auth token (the service lists tokens by
 * auth token only); none when they have no auth token. Tokens come back masked: they address the device.
 */
export async function listUserDevices(conn: Connection, uid: string) {
  const [auth] = (await call(conn, listAuthTokens, { params: { uid }, query: { perPage: 1 } })).data;
  if (!auth) return [];
  try {
    const res = await call(conn, notificationsContract.listPushTokens, {
      query: { authToken: auth.authToken, all: true },
    });
    return res.data.pushTokens.map(({ authToken: _, ...t }) => ({
      ...t,
      pushToken: maskSecret(t.pushToken),
    }));
  } catch (e) {
    if (isServiceError(e) && e.status === 404) return [];
    throw e;
  }
}

/** Everything the user's page shows of their notifications, read at once. */
export async function userNotificationState(conn: Connection, uid: string) {
  const byUid = { query: { uid } };
  const [preferences, muted, timezone, contact, devices] = await Promise.all([
    call(conn, notificationsContract.getUserPreferences, byUid),
    call(conn, notificationsContract.listMutedConversations, byUid),
    call(conn, notificationsContract.getTimezone, byUid),
    call(conn, notificationsContract.getContactDetails, { onBehalfOf: uid }),
    listUserDevices(conn, uid),
  ]);
  return {
    preferences: preferences.data.preferences,
    muted: muted.data.mutedConversations,
    timezone: timezone.data.timezone,
    contact: contact.data,
    devices,
  };
}
export type UserNotificationState = Awaited<ReturnType<typeof userNotificationState>>;
