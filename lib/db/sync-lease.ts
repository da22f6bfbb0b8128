import type { Insertable, Kysely, Updateable } from "kysely";
import { instanceId } from "../instance";
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

/** Options every background sync takes: page size, a cap on pages a run, the lease's holder and length. */
export interface SyncOptions {
  /** Rows a page: 1..1000. */
  perPage?: number;
  maxPages?: number;
  owner?: string;
  leaseMs?: number;
}

export const syncOptions = (opts: SyncOptions): Required<SyncOptions> => ({
  perPage: opts.perPage ?? 1000,
  maxPages: opts.maxPages ?? Number.POSITIVE_INFINITY,
  owner: opts.owner ?? instanceId(),
  leaseMs: opts.leaseMs ?? LEASE_MS,
});

/** Thrown inside a leased run once another instance holds the lease: the run stops where it is. */
export class LeaseLost extends Error {}

/** What a leased run needs besides its work: the progress as it stands, and the patch recording a failure. */
export interface LeasedRun<P, T extends SyncTable> {
  read: () => Promise<P>;
  failed: (error: string) => Promise<Updateable<Row<T>>>;
  work: () => Promise<P>;
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

  /** Atomic on both engines: a concurrent taker waits for the row lock, then sees the new holder. */
  async function acquire(db: Db, appId: string, o: LeaseOptions): Promise<boolean> {
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
  }

  /** Writes `set` to the app's row if `owner` holds its lease. */
  async function holderUpdate(db: Db, appId: string, owner: string, set: Updateable<CsSyncTable>) {
    const res = await db
      .updateTable(name)
      .set(set)
      .where("app_id", "=", appId)
      .where("lease_owner", "=", owner)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** In the same statement as `patch`, so only the holder writes progress. */
  const renew = (db: Db, appId: string, o: LeaseOptions, patch: Updateable<Row<T>> = {}): Promise<boolean> =>
    holderUpdate(db, appId, o.owner, { ...(patch as Updateable<CsSyncTable>), lease_until: until(o) });

  const release = (db: Db, appId: string, owner: string, patch: Updateable<Row<T>> = {}): Promise<boolean> =>
    holderUpdate(db, appId, owner, {
      ...(patch as Updateable<CsSyncTable>),
      lease_owner: null,
      lease_until: null,
    });

  /** As `renew`, but a lost lease throws `LeaseLost`. */
  async function hold(db: Db, appId: string, o: LeaseOptions, patch: Updateable<Row<T>> = {}) {
    if (!(await renew(db, appId, o, patch))) throw new LeaseLost();
  }

  /** As `release`, but a lost lease throws `LeaseLost`. */
  async function finish(db: Db, appId: string, owner: string, patch: Updateable<Row<T>> = {}) {
    if (!(await release(db, appId, owner, patch))) throw new LeaseLost();
  }

  /**
   * Runs `work` under the app's lease. Without the lease, or once it is lost, answers the progress as it
   * stands; a failure is written to the row and the lease let go before the failure goes on up.
   */
  async function run<P>(db: Db, appId: string, o: LeaseOptions, r: LeasedRun<P, T>): Promise<P> {
    if (!(await acquire(db, appId, o))) return r.read();
    try {
      return await r.work();
    } catch (e) {
      if (e instanceof LeaseLost) return r.read();
      const error = e instanceof Error ? e.message : String(e);
      await r
        .failed(error)
        .then((patch) => release(db, appId, o.owner, patch))
        .catch(() => undefined);
      throw e;
    }
  }

  return { acquire, renew, release, hold, finish, run };
}
