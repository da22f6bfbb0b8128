import "server-only";
import { z } from "zod";
import {
  apnsProviderSchema,
  fcmProviderSchema,
  providerSuccessEnvelope,
  pushProvidersEnvelope,
} from "../schemas/notifications";
import { type Connection, serviceRequest } from "./request";

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
