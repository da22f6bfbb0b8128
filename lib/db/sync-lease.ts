import type { Insertable, Kysely, Updateable } from "kysely";
import type { CsSyncTable, Database } from "./types";

type Db = Kysely<Database>;

/** Tables holding one row per app for a background sync, under a lease held in the row itself. */
export type SyncTable = "cs_sync" | "ms_sync";
type Row<T extends SyncTable> = Database[T];
/** A new row's own columns, besides the app, the lease and the time (each sync counts its own progress). */
type Blank<T extends SyncTable> = Omit<
  Insertable<Row<T>>,
  "app_id" | "updated_at" | "lease_owner" | "lease_until"
>;

/** How long a lease holds without renewal: a crashed instance's sync is taken over after this. */
export const LEASE_MS = 30_000;

export interface LeaseOptions {
  owner: string;
  ttlMs?: number;
  now?: number;
}

const until = (o: LeaseOptions) => (o.now ?? Date.now()) + (o.ttlMs ?? LEASE_MS);

export const leaseLive = (
  r: { lease_owner: string | null; lease_until: number | null } | undefined,
  now = Date.now(),
) => Boolean(r?.lease_owner) && r?.lease_until != null && Number(r.lease_until) > now;

/**
 * A sync's lease over its app's row of `table`, which starts as `blank`. The sync tables share the app and lease
 * columns, so the statements are written once, over the call store's table's type.
 */
export function syncLease<T extends SyncTable>(table: T, blank: Blank<T>) {
  const name = table as "cs_sync";
  return {
    /** Atomic on both engines: a concurrent taker waits for the row lock, then sees the new holder. */
    async acquire(db: Db, appId: string, o: LeaseOptions): Promise<boolean> {
      const now = o.now ?? Date.now();
      const lease = { lease_owner: o.owner, lease_until: until(o) };
      const taken = await db
        .insertInto(name)
        .values({
          ...(blank as Blank<"cs_sync">),
          app_id: appId,
          updated_at: Math.floor(now / 1000),
          ...lease,
        })
        .onConflict((oc) =>
          oc
            .column("app_id")
            .doUpdateSet(lease)
            .where((eb) =>
              eb.or([
                eb(`${name}.lease_owner`, "is", null),
                eb(`${name}.lease_owner`, "=", o.owner),
                eb(`${name}.lease_until`, "is", null),
                eb(`${name}.lease_until`, "<=", now),
              ]),
            ),
        )
        .returning("app_id")
        .executeTakeFirst();
      return taken !== undefined;
    },

    /** In the same statement as `patch`, so only the holder writes progress. */
    async renew(db: Db, appId: string, o: LeaseOptions, patch: Updateable<Row<T>> = {}): Promise<boolean> {
      const res = await db
        .updateTable(name)
        .set({ ...(patch as Updateable<CsSyncTable>), lease_until: until(o) })
        .where("app_id", "=", appId)
        .where("lease_owner", "=", o.owner)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async release(db: Db, appId: string, owner: string, patch: Updateable<Row<T>> = {}): Promise<boolean> {
      const res = await db
        .updateTable(name)
        .set({ ...(patch as Updateable<CsSyncTable>), lease_owner: null, lease_until: null })
        .where("app_id", "=", appId)
        .where("lease_owner", "=", owner)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}
