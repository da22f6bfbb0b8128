import "server-only";
import type { z } from "zod";
import type { AnyContract } from "../../contract/define";
import {
  type PushPlatform,
  pushProviders,
  type SingleKind,
  singleProviders,
} from "../../contract/notification-providers";
import * as notificationsContract from "../../contract/notifications";
import type { NotificationLogsPage } from "../../schemas/notification-logs";
import { maskTokenFields } from "../../shared/mask-token";
import { call, type QueryOf } from "./call";
import { isServiceError } from "./errors";
import type { Connection } from "./request";

export type { PushPlatform, SingleKind };

/**
 * A provider's body as its form description builds it (untyped: one description per kind); the service reads
 * it with that kind's own schema, and its refusals come back under the fields.
 */
type FormBody = Record<string, unknown>;
type BodyOf<C extends AnyContract> = z.input<NonNullable<C["body"]>>;

/** Adds an FCM or APNs provider (the service answers an FCM add with `{success}`, an APNs add with the list). */
export async function addPushProvider(conn: Connection, platform: PushPlatform, body: FormBody) {
  const add = pushProviders[platform].add;
  await call(conn, add, { body: body as BodyOf<typeof add> });
}

/** The provider as the service shows it (credentials masked); `undefined` when none is saved. */
export async function getSingleProvider(
  conn: Connection,
  kind: SingleKind,
): Promise<Record<string, unknown> | undefined> {
  try {
    const { data } = await call(conn, singleProviders[kind].get, {});
    const provider = "pushProviders" in data ? data.pushProviders[0] : data;
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
  body: FormBody,
  exists: boolean,
) {
  const { create, update } = singleProviders[kind];
  if (exists) await call(conn, update, { body: body as BodyOf<typeof update> });
  else await call(conn, create, { body: body as BodyOf<typeof create> });
}

/** A page of log entries, newest first; device tokens come back masked wherever they are, as they address a device. */
export async function listNotificationLogs(
  conn: Connection,
  query: QueryOf<typeof notificationsContract.listNotificationLogs.query>,
): Promise<NotificationLogsPage> {
  const page = await call(conn, notificationsContract.listNotificationLogs, { query });
  return { ...page, data: page.data.map(maskTokenFields) };
}
