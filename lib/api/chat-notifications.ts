import "server-only";
import { z } from "zod";
import { maskTokenFields } from "../mask-token";
import {
  type NotificationLogsPage,
  notificationLogsEnvelope,
  type notificationLogsQuery,
} from "../schemas/notification-logs";
import {
  type NotificationSettingsPatch,
  notificationSettingsEnvelope,
} from "../schemas/notification-settings";
import {
  apnsProviderSchema,
  customEmailSchema,
  customPushSchema,
  customSmsSchema,
  fcmProviderSchema,
  providerSuccessEnvelope,
  pushProvidersEnvelope,
  sendGridSchema,
  twilioSchema,
} from "../schemas/notifications";
import { isServiceError } from "./errors";
import { type Connection, serviceRequest } from "./request";

const SETTINGS = "/notifications/v1/settings";
const LOGS = "/notifications/v1/logs";

export type PushPlatform = "fcm" | "apns";
const path = (platform: PushPlatform) => `/notifications/push/v1/providers/${platform}`;

export type FcmProvider = z.infer<typeof fcmProviderSchema>;
export type ApnsProvider = z.infer<typeof apnsProviderSchema>;

export async function listFcmProviders(conn: Connection): Promise<FcmProvider[]> {
  const schema = pushProvidersEnvelope(fcmProviderSchema);
  return (await serviceRequest(conn, { api: "chat", path: path("fcm"), schema })).data.pushProviders;
}

export async function listApnsProviders(conn: Connection): Promise<ApnsProvider[]> {
  const schema = pushProvidersEnvelope(apnsProviderSchema);
  return (await serviceRequest(conn, { api: "chat", path: path("apns"), schema })).data.pushProviders;
}

/** The service answers an FCM add with `{success}` and an APNs add with its providers: either is taken. */
const addAnswer = z.union([providerSuccessEnvelope, pushProvidersEnvelope(z.unknown())]);

export async function addPushProvider(
  conn: Connection,
  platform: PushPlatform,
  body: Record<string, unknown>,
) {
  await serviceRequest(conn, { api: "chat", method: "POST", path: path(platform), body, schema: addAnswer });
}

export async function makeDefaultPushProvider(conn: Connection, platform: PushPlatform, providerId: string) {
  await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: `${path(platform)}/default/${encodeURIComponent(providerId)}`,
    schema: providerSuccessEnvelope,
    idempotent: true,
  });
}

export async function deletePushProvider(conn: Connection, platform: PushPlatform, providerId: string) {
  await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `${path(platform)}/${encodeURIComponent(providerId)}`,
    schema: providerSuccessEnvelope,
  });
}

// One provider per kind: the custom push webhook, Twilio, custom SMS, SendGrid, custom email.

export type SingleKind = "push-custom" | "twilio" | "sms-custom" | "sendgrid" | "email-custom";

const SINGLE: Record<SingleKind, { path: string; schema: z.ZodType<{ data: unknown }> }> = {
  "push-custom": {
    path: "/notifications/push/v1/providers/custom",
    schema: pushProvidersEnvelope(customPushSchema),
  },
  twilio: { path: "/notifications/sms/v1/providers/twilio", schema: z.object({ data: twilioSchema }) },
  "sms-custom": {
    path: "/notifications/sms/v1/providers/custom",
    schema: z.object({ data: customSmsSchema }),
  },
  sendgrid: {
    path: "/notifications/email/v1/providers/sendgrid",
    schema: z.object({ data: sendGridSchema }),
  },
  "email-custom": {
    path: "/notifications/email/v1/providers/custom",
    schema: z.object({ data: customEmailSchema }),
  },
};

/** The provider as the service shows it (credentials masked); `undefined` when none is saved. */
export async function getSingleProvider(
  conn: Connection,
  kind: SingleKind,
): Promise<Record<string, unknown> | undefined> {
  const { path: p, schema } = SINGLE[kind];
  try {
    const { data } = await serviceRequest(conn, { api: "chat", path: p, schema });
    const provider = kind === "push-custom" ? (data as { pushProviders: unknown[] }).pushProviders[0] : data;
    return provider as Record<string, unknown> | undefined;
  } catch (e) {
    if (isServiceError(e) && e.status === 404) return undefined;
    throw e;
  }
}

/** Saves a new provider, or changes the saved one (fields left out are kept by the service). */
export async function saveSingleProvider(
  conn: Connection,
  kind: SingleKind,
  body: Record<string, unknown>,
  exists: boolean,
) {
  const { path: p, schema } = SINGLE[kind];
  await serviceRequest(conn, { api: "chat", method: exists ? "PUT" : "POST", path: p, body, schema });
}

export async function deleteSingleProvider(conn: Connection, kind: SingleKind) {
  await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: SINGLE[kind].path,
    schema: providerSuccessEnvelope,
  });
}

// The app's notification settings.

export type NotificationSettings = z.infer<typeof notificationSettingsEnvelope>["data"];

export async function getNotificationSettings(conn: Connection): Promise<NotificationSettings> {
  return (await serviceRequest(conn, { api: "chat", path: SETTINGS, schema: notificationSettingsEnvelope }))
    .data;
}

export async function patchNotificationSettings(conn: Connection, patch: NotificationSettingsPatch) {
  await serviceRequest(conn, {
    api: "chat",
    method: "PATCH",
    path: SETTINGS,
    body: patch,
    schema: providerSuccessEnvelope,
    idempotent: true,
  });
}

export async function resetNotificationSettings(conn: Connection) {
  await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: SETTINGS,
    schema: providerSuccessEnvelope,
    idempotent: true,
  });
}

// The notification logs.

export type NotificationLogsParams = z.output<typeof notificationLogsQuery>;

/** A page of log entries, newest first; device tokens come back masked wherever they are, as they address a device. */
export async function listNotificationLogs(
  conn: Connection,
  query: NotificationLogsParams,
): Promise<NotificationLogsPage> {
  const page = await serviceRequest(conn, {
    api: "chat",
    path: LOGS,
    query,
    schema: notificationLogsEnvelope,
  });
  return { ...page, data: page.data.map(maskTokenFields) };
}
