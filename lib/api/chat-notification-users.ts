import "server-only";
import { maskSecret } from "../mask-token";
import {
  contactDetailsEnvelope,
  mutedEnvelope,
  pushTokensEnvelope,
  timezoneEnvelope,
  type UserPreferencesPatch,
  userPreferencesEnvelope,
  userPreferencesResetEnvelope,
} from "../schemas/notification-preferences";
import { providerSuccessEnvelope } from "../schemas/notifications";
import { listAuthTokens } from "./chat";
import { isServiceError } from "./errors";
import { type Connection, serviceRequest } from "./request";

// One user's side of notifications: their preferences (`?uid=`), mutes, timezone, contact details
// (`onBehalfOf`) and the devices they registered (read with one of their auth tokens).

const PREFS = "/notifications/v1/preferences";
const CONTACT = "/notifications/v1/contact-details";

export async function getUserPreferences(conn: Connection, uid: string) {
  return (
    await serviceRequest(conn, {
      api: "chat",
      path: PREFS,
      query: { uid },
      schema: userPreferencesEnvelope,
    })
  ).data;
}

export async function updateUserPreferences(conn: Connection, uid: string, patch: UserPreferencesPatch) {
  await serviceRequest(conn, {
    api: "chat",
    method: "PATCH",
    path: PREFS,
    query: { uid },
    body: patch,
    schema: userPreferencesEnvelope,
    idempotent: true,
  });
}

export async function resetUserPreferences(conn: Connection, uid: string) {
  await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: PREFS,
    query: { uid },
    schema: userPreferencesResetEnvelope,
    idempotent: true,
  });
}

export async function listMutedConversations(conn: Connection, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: `${PREFS}/mute`,
    query: { uid },
    schema: mutedEnvelope,
  });
  return res.data.mutedConversations;
}

export async function unmuteConversation(
  conn: Connection,
  uid: string,
  id: string,
  type: "oneOnOne" | "group",
) {
  await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `${PREFS}/mute`,
    query: { uid },
    body: { conversations: [{ id, type }] },
    schema: providerSuccessEnvelope,
    idempotent: true,
  });
}

export async function getTimezone(conn: Connection, uid: string) {
  return (
    await serviceRequest(conn, {
      api: "chat",
      path: `${PREFS}/timezone`,
      query: { uid },
      schema: timezoneEnvelope,
    })
  ).data.timezone;
}

export async function setTimezone(conn: Connection, uid: string, timezone: string) {
  await serviceRequest(conn, {
    api: "chat",
    method: "PATCH",
    path: `${PREFS}/timezone`,
    query: { uid },
    body: { timezone },
    schema: timezoneEnvelope,
    idempotent: true,
  });
}

export async function getContactDetails(conn: Connection, uid: string) {
  return (
    await serviceRequest(conn, {
      api: "chat",
      path: CONTACT,
      onBehalfOf: uid,
      schema: contactDetailsEnvelope,
    })
  ).data;
}

export async function setContactDetails(
  conn: Connection,
  uid: string,
  details: { email?: string; phno?: string },
) {
  await serviceRequest(conn, {
    api: "chat",
    method: "PATCH",
    path: CONTACT,
    onBehalfOf: uid,
    body: details,
    schema: contactDetailsEnvelope,
    idempotent: true,
  });
}

export async function deleteContactDetails(conn: Connection, uid: string) {
  await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: CONTACT,
    onBehalfOf: uid,
    schema: providerSuccessEnvelope,
    idempotent: true,
  });
}

/**
 * The devices a user registered for push, read with their newest auth token (the service lists tokens by
 * auth token only); none when they have no auth token. Tokens come back masked: they address the device.
 */
export async function listUserDevices(conn: Connection, uid: string) {
  const [auth] = (await listAuthTokens(conn, uid, { perPage: 1 })).data;
  if (!auth) return [];
  try {
    const res = await serviceRequest(conn, {
      api: "chat",
      path: "/notifications/push/v1/tokens",
      query: { authToken: auth.authToken, all: true },
      schema: pushTokensEnvelope,
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
  const [preferences, muted, timezone, contact, devices] = await Promise.all([
    getUserPreferences(conn, uid),
    listMutedConversations(conn, uid),
    getTimezone(conn, uid),
    getContactDetails(conn, uid),
    listUserDevices(conn, uid),
  ]);
  return {
    preferences: preferences.preferences,
    muted,
    timezone,
    contact,
    devices,
  };
}
export type UserNotificationState = Awaited<ReturnType<typeof userNotificationState>>;
