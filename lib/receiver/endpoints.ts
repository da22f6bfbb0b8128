import type { Selectable } from "kysely";
import type { Db } from "../db";
import type { ReceiverEndpointsTable } from "../db/types";
import { hashCredential, newEndpointId, newPassword, newUsername } from "./credentials";

export type EndpointRow = Selectable<ReceiverEndpointsTable>;

export interface EndpointContext {
  db: Db;
  key: Buffer;
  now?: () => number;
}

export interface ReceiverEndpoint {
  id: string;
  appId: string;
  name: string;
  username: string;
  path: string;
  createdAt: number;
  rotatedAt: number | null;
  previousPasswordExpiresAt: number | null;
}

/** The password is returned here once and never again. */
export interface IssuedCredentials {
  endpoint: ReceiverEndpoint;
  username: string;
  password: string;
}

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

/** The old password stays valid for `graceSeconds`, so the webhook can be updated without refusals. */
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

export async function findEndpointRow(db: Db, endpointId: string): Promise<EndpointRow | undefined> {
  return db.selectFrom("receiver_endpoints").selectAll().where("id", "=", endpointId).executeTakeFirst();
}

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

export async function deleteEndpoint(db: Db, endpointId: string): Promise<boolean> {
  const res = await db.deleteFrom("receiver_endpoints").where("id", "=", endpointId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
