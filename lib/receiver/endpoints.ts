import type { Selectable } from "kysely";
import type { Db } from "../db";
import type { ReceiverEndpointsTable } from "../db/types";
import { hashCredential, newEndpointId, newPassword, newUsername } from "./credentials";

export type EndpointRow = Selectable<ReceiverEndpointsTable>;

/** What the endpoint functions need: the store, the HMAC key, and a clock in milliseconds. */
export interface EndpointContext {
  db: Db;
  key: Buffer;
  now?: () => number;
}

/** An endpoint as the dashboard shows it; never carries a hash. */
export interface ReceiverEndpoint {
  id: string;
  appId: string;
  name: string;
  username: string;
  /** Path of the receiving route, to append to the dashboard's public origin. */
  path: string;
  createdAt: number;
  rotatedAt: number | null;
  /** Until when (seconds) the password replaced by the last rotation is still accepted. */
  previousPasswordExpiresAt: number | null;
}

/** Credentials as created or rotated: the password is returned here once and never again. */
export interface IssuedCredentials {
  endpoint: ReceiverEndpoint;
  username: string;
  password: string;
}

/** The longest grace period a rotation may keep the old password alive (30 days). */
export const MAX_GRACE_SECONDS = 30 * 24 * 3600;

export const receiverPath = (endpointId: string) => `/api/receiver/${endpointId}`;

const seconds = (ctx: EndpointContext) => Math.floor((ctx.now ?? Date.now)() / 1000);

// PostgreSQL hands bigint columns back as strings.
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export function toEndpoint(row: EndpointRow): ReceiverEndpoint {
  return {
    id: row.id,
    appId: row.app_id,
    name: row.name,
    username: row.username,
    path: receiverPath(row.id),
    createdAt: Number(row.created_at),
    rotatedAt: num(row.rotated_at),
    previousPasswordExpiresAt: num(row.previous_expires_at),
  };
}

/** Creates an endpoint for an app with fresh Basic-auth credentials. */
export async function createEndpoint(
  ctx: EndpointContext,
  input: { appId: string; name?: string },
): Promise<IssuedCredentials> {
  const password = newPassword();
  const row: EndpointRow = {
    id: newEndpointId(),
    app_id: input.appId,
    name: input.name?.trim() || "Webhook receiver",
    username: newUsername(),
    password_hash: hashCredential(ctx.key, password),
    previous_password_hash: null,
    previous_expires_at: null,
    created_at: seconds(ctx),
    rotated_at: null,
  };
  await ctx.db.insertInto("receiver_endpoints").values(row).execute();
  return { endpoint: toEndpoint(row), username: row.username, password };
}

/**
 * Gives an endpoint a new password; the current one stays valid for `graceSeconds` so the service's
 * webhook can be updated without refused deliveries. A rotation during a grace period ends that one.
 * Answers undefined for an unknown endpoint.
 */
export async function rotateCredentials(
  ctx: EndpointContext,
  endpointId: string,
  graceSeconds: number,
): Promise<IssuedCredentials | undefined> {
  if (!Number.isInteger(graceSeconds) || graceSeconds < 0 || graceSeconds > MAX_GRACE_SECONDS) {
    throw new RangeError(`graceSeconds must be an integer from 0 to ${MAX_GRACE_SECONDS}.`);
  }
  const now = seconds(ctx);
  const password = newPassword();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("receiver_endpoints")
      .selectAll()
      .where("id", "=", endpointId)
      .executeTakeFirst();
    if (!row) return undefined;
    const next: EndpointRow = {
      ...row,
      password_hash: hashCredential(ctx.key, password),
      previous_password_hash: graceSeconds > 0 ? row.password_hash : null,
      previous_expires_at: graceSeconds > 0 ? now + graceSeconds : null,
      rotated_at: now,
    };
    await trx
      .updateTable("receiver_endpoints")
      .set({
        password_hash: next.password_hash,
        previous_password_hash: next.previous_password_hash,
        previous_expires_at: next.previous_expires_at,
        rotated_at: next.rotated_at,
      })
      .where("id", "=", endpointId)
      .execute();
    return { endpoint: toEndpoint(next), username: next.username, password };
  });
}

/** The stored row of an endpoint (with hashes), for the receiving route. */
export async function findEndpointRow(db: Db, endpointId: string): Promise<EndpointRow | undefined> {
  return db.selectFrom("receiver_endpoints").selectAll().where("id", "=", endpointId).executeTakeFirst();
}

/** An app's endpoints, newest first. */
export async function listEndpoints(db: Db, appId: string): Promise<ReceiverEndpoint[]> {
  const rows = await db
    .selectFrom("receiver_endpoints")
    .selectAll()
    .where("app_id", "=", appId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toEndpoint);
}

/** Deletes an endpoint (its stored events stay); answers whether it existed. */
export async function deleteEndpoint(db: Db, endpointId: string): Promise<boolean> {
  const res = await db.deleteFrom("receiver_endpoints").where("id", "=", endpointId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
