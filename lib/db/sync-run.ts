import type { Kysely, Updateable } from "kysely";
import { instanceId } from "../instance";
import type { Connection } from "../server/api/request";
import { oneRunPerKey } from "../singleton";
import {
  type LeaseOptions,
  leaseLive,
  type SyncOptions,
  type SyncTable,
  type syncLease,
  syncOptions,
} from "./sync-lease";
import type { CsSyncTable, Database } from "./types";

type Db = Kysely<Database>;
type Row<T extends SyncTable> = Database[T];

/** What every sync's progress says, besides how far it has come. */
export interface SyncState {
  appId: string;
  phase: "never" | "backfill" | "idle";
  running: boolean;
  runningElsewhere: boolean;
  error: string | null;
}

/** What a run's work starts from. */
export interface SyncStart<P> {
  o: Required<SyncOptions>;
  lease: LeaseOptions;
  /** Read after taking the lease: a run taking over a lapsed one goes on from where that one saved. */
  before: P;
}

interface SyncRunConfig<T extends SyncTable, P extends SyncState> {
  table: T;
  lease: ReturnType<typeof syncLease<T>>;
  /** The table the sync fills, and the column of `table` counting its rows for the app. */
  counts: { rows: "cs_calls" | "ms_messages"; column: "stored_calls" | "stored_messages" };
  /** How far the sync has come, from its row (undefined before the first run). */
  progress: (r: Row<T> | undefined) => Omit<P, keyof SyncState>;
}

/**
 * A background sync of one app at a time: its progress read from its row, one run per owner and app in the
 * process, each under the app's lease, its failure written to the row.
 */
export function syncRun<T extends SyncTable, P extends SyncState>(c: SyncRunConfig<T, P>) {
  const runs = oneRunPerKey<P>(`${c.table}-runs`);
  const now = () => Math.floor(Date.now() / 1000);

  async function read(db: Db, appId: string, owner = instanceId()): Promise<P> {
    const r = (await db
      .selectFrom(c.table as "cs_sync")
      .selectAll()
      .where("app_id", "=", appId)
      .executeTakeFirst()) as Row<T> | undefined;
    const live = leaseLive(r);
    return {
      appId,
      phase: (r?.phase as SyncState["phase"]) ?? "never",
      running: live,
      runningElsewhere: live && r?.lease_owner !== owner,
      ...c.progress(r),
      error: r?.error ?? null,
    } as P;
  }

  /** `patch` with the app's rows counted and the time of the update. */
  async function withCount(db: Db, appId: string, patch: Updateable<Row<T>>): Promise<Updateable<Row<T>>> {
    const stored = await db
      .selectFrom(c.counts.rows)
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("app_id", "=", appId)
      .executeTakeFirstOrThrow();
    return { ...patch, [c.counts.column]: Number(stored.n), updated_at: now() } as Updateable<Row<T>>;
  }

  const isRunningHere = (appId: string, owner = instanceId()) => runs.isRunning(owner, appId);

  /** Runs `work` unless a run of the app is going here already, whose answer it then shares. */
  function start(
    db: Db,
    appId: string,
    opts: SyncOptions,
    work: (start: SyncStart<P>) => Promise<P>,
  ): Promise<P> {
    const o = syncOptions(opts);
    const lease: LeaseOptions = { owner: o.owner, ttlMs: o.leaseMs };
    return runs.run([o.owner, appId], () =>
      c.lease.run(db, appId, lease, {
        read: () => read(db, appId, o.owner),
        failed: (error) => withCount(db, appId, { error } as Updateable<CsSyncTable> as Updateable<Row<T>>),
        work: async () => work({ o, lease, before: await read(db, appId, o.owner) }),
      }),
    );
  }

  return { read, withCount, isRunningHere, start };
}

/** What a background keeper of an app's sync is given. */
export interface SyncKeeperOptions {
  db: Db;
  /** Undefined once the app is no longer connected: the keeper then stops. */
  connectionFor: (appId: string) => Promise<Connection | undefined> | Connection | undefined;
  owner?: string;
  /** The first wait after a failure; each further failure doubles it. */
  retryMs?: number;
  onError?: (e: unknown) => void;
}
