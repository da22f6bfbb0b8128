import type { Kysely, Updateable } from "kysely";
import * as callsContract from "../contract/calls";
import type { SyncOptions } from "../db/sync-lease";
import { type SyncStart, type SyncState, syncRun } from "../db/sync-run";
import type { CsSyncTable, Database } from "../db/types";
import { call } from "../server/api/call";
import type { Connection } from "../server/api/request";
import { callSyncLease } from "./lease";
import { upsertCallsIn } from "./upsert";

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
  // Counted once a run; each page then adds the calls it stored anew.
  const start = await withCount(db, appId, {
    phase: backfill ? "backfill" : "idle",
    started_at: now(),
    error: null,
  });
  let stored = Number(start.stored_calls);
  await callSyncLease.hold(db, appId, lease, start);
  const read = (p: number) => call(conn, callsContract.listCalls, { query: { page: p, perPage: o.perPage } });
  // The next page is read while this one is stored: the service and the store work at the same time.
  let next: Promise<Awaited<ReturnType<typeof read>>> | undefined = read(page);
  for (let pages = 0; pages < o.maxPages && next; pages++) {
    const res = await next;
    next = undefined;
    for (const c of res.data) newest = Math.max(newest, c.initiatedAt);
    const { total, total_pages } = res.meta.pagination;
    const last = page >= total_pages || res.data.length === 0;
    const reachedKnown = !backfill && res.data.some((c) => c.initiatedAt < cutoff);
    if (!last && !reachedKnown && pages + 1 < o.maxPages) {
      next = read(page + 1);
      // Stored pages may stop early (a lost lease, a failure): the read ahead must not fail unheard.
      next.catch(() => undefined);
    }
    if (last || reachedKnown) {
      await db.transaction().execute(async (trx) => {
        await upsertCallsIn(trx, appId, res.data);
        await callSyncLease.hold(trx, appId, lease);
      });
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
    // The page and the progress after it in one commit, only while this run holds the lease. Only a
    // backfill resumes mid-way; an incremental read restarts at the newest page.
    await db.transaction().execute(async (trx) => {
      const { added } = await upsertCallsIn(trx, appId, res.data);
      const patch: Updateable<CsSyncTable> = backfill
        ? { next_page: page, total_pages, total_calls: total, high_water: newest || null }
        : { total_calls: total };
      await callSyncLease.hold(trx, appId, lease, {
        ...patch,
        stored_calls: stored + added,
        updated_at: now(),
      });
      stored += added;
    });
  }
  await callSyncLease.release(db, appId, o.owner);
  return readProgress(db, appId, o.owner);
}

/** Newest page first, so calls arriving meanwhile only shift pages down and are read twice, never skipped. */
export const syncCalls = (db: Db, conn: Connection, opts: SyncOptions = {}): Promise<SyncProgress> =>
  sync.start(db, conn.appId, opts, (start) => leased(db, conn, start));
