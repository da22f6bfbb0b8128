import type { Kysely, Updateable } from "kysely";
import type { Database, MsSyncTable } from "../db/types";

type Db = Kysely<Database>;

/** How long a lease holds without renewal: a crashed instance's sync is taken over after this. */
export const LEASE_MS = 30_000;

export interface LeaseOptions {
  owner: string;
  ttlMs?: number;
  now?: number;
}

const until = (o: LeaseOptions) => (o.now ?? Date.now()) + (o.ttlMs ?? LEASE_MS);

/** One statement, atomic on both engines: it takes the app's row only when free, lapsed or already ours. */
export async function acquireLease(db: Db, appId: string, o: LeaseOptions): Promise<boolean> {
  const now = o.now ?? Date.now();
  const lease = { lease_owner: o.owner, lease_until: until(o) };
  const taken = await db
    .insertInto("ms_sync")
    .values({
      app_id: appId,
      phase: "never",
      pages: 0,
      stored_messages: 0,
      updated_at: Math.floor(now / 1000),
      ...lease,
    })
    .onConflict((oc) =>
      oc
        .column("app_id")
        .doUpdateSet(lease)
        .where((eb) =>
          eb.or([
            eb("ms_sync.lease_owner", "is", null),
            eb("ms_sync.lease_owner", "=", o.owner),
            eb("ms_sync.lease_until", "is", null),
            eb("ms_sync.lease_until", "<=", now),
          ]),
        ),
    )
    .returning("app_id")
    .executeTakeFirst();
  return taken !== undefined;
}

/** In the same statement as `patch`, so only the holder writes progress. */
export async function renewLease(
  db: Db,
  appId: string,
  o: LeaseOptions,
  patch: Updateable<MsSyncTable> = {},
): Promise<boolean> {
  const res = await db
    .updateTable("ms_sync")
    .set({ ...patch, lease_until: until(o) })
    .where("app_id", "=", appId)
    .where("lease_owner", "=", o.owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function releaseLease(
  db: Db,
  appId: string,
  owner: string,
  patch: Updateable<MsSyncTable> = {},
): Promise<boolean> {
  const res = await db
    .updateTable("ms_sync")
    .set({ ...patch, lease_owner: null, lease_until: null })
    .where("app_id", "=", appId)
    .where("lease_owner", "=", owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export const leaseLive = (
  r: { lease_owner: string | null; lease_until: number | null } | undefined,
  now = Date.now(),
) => Boolean(r?.lease_owner) && r?.lease_until != null && Number(r.lease_until) > now;
