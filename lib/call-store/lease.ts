import type { Kysely, Updateable } from "kysely";
import type { CsSyncTable, Database } from "../db/types";

type Db = Kysely<Database>;

/** How long a lease holds without renewal: a crashed instance's sync is taken over after this. */
export const LEASE_MS = 30_000;

export interface LeaseOptions {
  /** The holder's id (one per process). */
  owner: string;
  ttlMs?: number;
  /** Milliseconds since the epoch (for tests). */
  now?: number;
}

const until = (o: LeaseOptions) => (o.now ?? Date.now()) + (o.ttlMs ?? LEASE_MS);

/**
 * Takes an app's sync lease if nobody holds it, it has lapsed, or `owner` holds it already: one
 * `insert … on conflict do update … where` statement, atomic on SQLite and PostgreSQL alike (a
 * concurrent taker waits for the row lock and then sees the new holder). Answers whether it was taken.
 */
export async function acquireLease(db: Db, appId: string, o: LeaseOptions): Promise<boolean> {
  const now = o.now ?? Date.now();
  const lease = { lease_owner: o.owner, lease_until: until(o) };
  const taken = await db
    .insertInto("cs_sync")
    .values({
      app_id: appId,
      phase: "never",
      next_page: 1,
      stored_calls: 0,
      updated_at: Math.floor(now / 1000),
      ...lease,
    })
    .onConflict((oc) =>
      oc
        .column("app_id")
        .doUpdateSet(lease)
        .where((eb) =>
          eb.or([
            eb("cs_sync.lease_owner", "is", null),
            eb("cs_sync.lease_owner", "=", o.owner),
            eb("cs_sync.lease_until", "is", null),
            eb("cs_sync.lease_until", "<=", now),
          ]),
        ),
    )
    .returning("app_id")
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Extends a held lease and applies `patch` to the sync row in the same statement, so only the holder
 * writes progress. Answers false when the lease was lost (it lapsed and another instance took it).
 */
export async function renewLease(
  db: Db,
  appId: string,
  o: LeaseOptions,
  patch: Updateable<CsSyncTable> = {},
): Promise<boolean> {
  const res = await db
    .updateTable("cs_sync")
    .set({ ...patch, lease_until: until(o) })
    .where("app_id", "=", appId)
    .where("lease_owner", "=", o.owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Gives a held lease up, applying `patch` with it; answers false when it was no longer held. */
export async function releaseLease(
  db: Db,
  appId: string,
  owner: string,
  patch: Updateable<CsSyncTable> = {},
): Promise<boolean> {
  const res = await db
    .updateTable("cs_sync")
    .set({ ...patch, lease_owner: null, lease_until: null })
    .where("app_id", "=", appId)
    .where("lease_owner", "=", owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Whether a row's lease is live now (held by any instance). */
export const leaseLive = (
  r: { lease_owner: string | null; lease_until: number | null } | undefined,
  now = Date.now(),
) => Boolean(r?.lease_owner) && r?.lease_until != null && Number(r.lease_until) > now;
