import type { Kysely, Updateable } from "kysely";
import * as callsContract from "../contract/calls";
import type { SyncOptions } from "../db/sync-lease";
import { type SyncStart, type SyncState, syncRun } from "../db/sync-run";
import type { CsSyncTable, Database } from "../db/types";
import { call } from "../server/api/call";
import type { Connection } from "../server/api/request";
import { callSyncLease, type LeaseOptions } from "./lease";
import { upsertCalls } from "./upsert";

type Db = Kysely<Database>;

/** Calls can be listed late with an earlier `initiatedAt`, so incremental syncs re-read this far back. */
export const LOOKBACK_SECONDS = 3600;

export interface SyncProgress extends SyncState {
  nextPage: number;
  totalPages: number | null;
  totalCalls: number | null;
  storedCalls: number;
  highWater: number | null;
  startedAt: number | null;
  finishedAt: number | null;
  updatedAt: number | null;
}

const sync = syncRun<"cs_sync", SyncProgress>({
  table: "cs_sync",
  lease: callSyncLease,
  counts: { rows: "cs_calls", column: "stored_calls" },
  progress: (r) => ({
    nextPage: r?.next_page ?? 1,
    totalPages: r?.total_pages ?? null,
    totalCalls: r?.total_calls ?? null,
    storedCalls: r ? Number(r.stored_calls) : 0,
    highWater: r?.high_water == null ? null : Number(r.high_water),
    startedAt: r?.started_at == null ? null : Number(r.started_at),
    finishedAt: r?.finished_at == null ? null : Number(r.finished_at),
    updatedAt: r ? Number(r.updated_at) : null,
  }),
});
const { withCount } = sync;
export const readProgress = sync.read;
export const isSyncingHere = sync.isRunningHere;
const now = () => Math.floor(Date.now() / 1000);

async function save(db: Db, appId: string, lease: LeaseOptions, patch: Updateable<CsSyncTable>) {
  await callSyncLease.hold(db, appId, lease, await withCount(db, appId, patch));
}

async function leased(
  db: Db,
  conn: Connection,
  { o, lease, before }: SyncStart<SyncProgress>,
): Promise<SyncProgress> {
  const appId = conn.appId;
  const backfill = before.phase !== "idle";
  let page = backfill ? before.nextPage : 1;
  let newest = before.highWater ?? 0;
  // Stop below the older of the lookback and the oldest ongoing call (it must be re-read to see it end).
  const open = await db
    .selectFrom("cs_calls")
    .select(({ fn }) => fn.min<number>("initiated_at").as("t"))
    .where("app_id", "=", appId)
    .where("status", "=", "ongoing")
    .executeTakeFirst();
  const cutoff = Math.min(
    newest - LOOKBACK_SECONDS,
    open?.t == null ? Number.POSITIVE_INFINITY : Number(open.t),
  );
  await save(db, appId, lease, { phase: backfill ? "backfill" : "idle", started_at: now(), error: null });
  for (let pages = 0; pages < o.maxPages; pages++) {
    const res = await call(conn, callsContract.listCalls, { query: { page, perPage: o.perPage } });
    await callSyncLease.hold(db, appId, lease);
    await upsertCalls(db, appId, res.data);
    for (const c of res.data) newest = Math.max(newest, c.initiatedAt);
    const { total, total_pages } = res.meta.pagination;
    const last = page >= total_pages || res.data.length === 0;
    const reachedKnown = !backfill && res.data.some((c) => c.initiatedAt < cutoff);
    if (last || reachedKnown) {
      const done = await withCount(db, appId, {
        phase: "idle",
        next_page: 1,
        total_pages,
        total_calls: total,
        high_water: newest || null,
        finished_at: now(),
      });
      await callSyncLease.finish(db, appId, o.owner, done);
      return readProgress(db, appId, o.owner);
    }
    page += 1;
    // Only a backfill resumes mid-way; an incremental read restarts at the newest page.
    await save(
      db,
      appId,
      lease,
      backfill
        ? { next_page: page, total_pages, total_calls: total, high_water: newest || null }
        : { total_calls: total },
    );
  }
  await callSyncLease.release(db, appId, o.owner);
  return readProgress(db, appId, o.owner);
}

/** Newest page first, so calls arriving meanwhile only shift pages down and are read twice, never skipped. */
export const syncCalls = (db: Db, conn: Connection, opts: SyncOptions = {}): Promise<SyncProgress> =>
  sync.start(db, conn.appId, opts, (start) => leased(db, conn, start));
