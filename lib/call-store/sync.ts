import type { Kysely, Updateable } from "kysely";
import * as callsContract from "../contract/calls";
import type { CsSyncTable, Database } from "../db/types";
import { instanceId } from "../instance";
import { call } from "../server/api/call";
import type { Connection } from "../server/api/request";
import { acquireLease, LEASE_MS, type LeaseOptions, leaseLive, releaseLease, renewLease } from "./lease";
import { upsertCalls } from "./upsert";

type Db = Kysely<Database>;

/** Calls can be listed late with an earlier `initiatedAt`, so incremental syncs re-read this far back. */
export const LOOKBACK_SECONDS = 3600;

export interface SyncProgress {
  appId: string;
  phase: "never" | "backfill" | "idle";
  running: boolean;
  runningElsewhere: boolean;
  nextPage: number;
  totalPages: number | null;
  totalCalls: number | null;
  storedCalls: number;
  highWater: number | null;
  startedAt: number | null;
  finishedAt: number | null;
  updatedAt: number | null;
  error: string | null;
}

/** On globalThis: instrumentation, pages and actions are separate module instances sharing one owner. */
const g = globalThis as unknown as { __callSyncRuns?: Map<string, Promise<SyncProgress>> };
g.__callSyncRuns ??= new Map();
const running = g.__callSyncRuns;
const now = () => Math.floor(Date.now() / 1000);

function toProgress(appId: string, r: CsSyncTable | undefined, owner: string): SyncProgress {
  const live = leaseLive(r);
  return {
    appId,
    phase: (r?.phase as SyncProgress["phase"]) ?? "never",
    running: live,
    runningElsewhere: live && r?.lease_owner !== owner,
    nextPage: r?.next_page ?? 1,
    totalPages: r?.total_pages ?? null,
    totalCalls: r?.total_calls ?? null,
    storedCalls: r ? Number(r.stored_calls) : 0,
    highWater: r?.high_water == null ? null : Number(r.high_water),
    startedAt: r?.started_at == null ? null : Number(r.started_at),
    finishedAt: r?.finished_at == null ? null : Number(r.finished_at),
    updatedAt: r ? Number(r.updated_at) : null,
    error: r?.error ?? null,
  };
}

export async function readProgress(db: Db, appId: string, owner = instanceId()): Promise<SyncProgress> {
  const row = await db.selectFrom("cs_sync").selectAll().where("app_id", "=", appId).executeTakeFirst();
  return toProgress(appId, row, owner);
}

class LeaseLost extends Error {}

async function withCount(db: Db, appId: string, patch: Updateable<CsSyncTable>) {
  const stored = await db
    .selectFrom("cs_calls")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .where("app_id", "=", appId)
    .executeTakeFirstOrThrow();
  return { ...patch, stored_calls: Number(stored.n), updated_at: now() };
}

async function save(db: Db, appId: string, lease: LeaseOptions, patch: Updateable<CsSyncTable>) {
  if (!(await renewLease(db, appId, lease, await withCount(db, appId, patch)))) throw new LeaseLost();
}

export interface SyncOptions {
  perPage?: number;
  maxPages?: number;
  owner?: string;
  leaseMs?: number;
}

async function run(db: Db, conn: Connection, o: Required<SyncOptions>): Promise<SyncProgress> {
  const appId = conn.appId;
  const lease: LeaseOptions = { owner: o.owner, ttlMs: o.leaseMs };
  if (!(await acquireLease(db, appId, lease))) return readProgress(db, appId, o.owner);
  try {
    return await leased(db, conn, o, lease);
  } catch (e) {
    if (e instanceof LeaseLost) return readProgress(db, appId, o.owner);
    const error = e instanceof Error ? e.message : String(e);
    await withCount(db, appId, { error })
      .then((patch) => releaseLease(db, appId, o.owner, patch))
      .catch(() => undefined);
    throw e;
  }
}

async function leased(
  db: Db,
  conn: Connection,
  o: Required<SyncOptions>,
  lease: LeaseOptions,
): Promise<SyncProgress> {
  const appId = conn.appId;
  // Read after taking the lease: a run taking over a lapsed lease resumes at the saved page.
  const before = await readProgress(db, appId, o.owner);
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
    if (!(await renewLease(db, appId, lease))) throw new LeaseLost();
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
      if (!(await releaseLease(db, appId, o.owner, done))) throw new LeaseLost();
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
  await releaseLease(db, appId, o.owner);
  return readProgress(db, appId, o.owner);
}

export const isSyncingHere = (appId: string, owner = instanceId()) => running.has(`${owner}\0${appId}`);

/** Newest page first, so calls arriving meanwhile only shift pages down and are read twice, never skipped. */
export function syncCalls(db: Db, conn: Connection, opts: SyncOptions = {}): Promise<SyncProgress> {
  const o = {
    perPage: opts.perPage ?? 1000,
    maxPages: opts.maxPages ?? Number.POSITIVE_INFINITY,
    owner: opts.owner ?? instanceId(),
    leaseMs: opts.leaseMs ?? LEASE_MS,
  };
  const key = `${o.owner}\0${conn.appId}`;
  const current = running.get(key);
  if (current) return current;
  const p = run(db, conn, o).finally(() => running.delete(key));
  running.set(key, p);
  return p;
}
