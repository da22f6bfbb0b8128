import type { Kysely } from "kysely";
import { listCalls } from "../api/calls";
import type { Connection } from "../api/request";
import type { CsSyncTable, Database } from "../db/types";
import { upsertCalls } from "./upsert";

type Db = Kysely<Database>;

/**
 * Calls listed late (a ring ends, then the call appears with an earlier `initiatedAt`) are still
 * picked up by an incremental sync that reads this far behind the newest call already seen.
 */
export const LOOKBACK_SECONDS = 3600;

/** What the page shows of an app's sync. */
export interface SyncProgress {
  appId: string;
  /** `never` before the first run; `backfill` while pages of the first full read remain; `idle` after. */
  phase: "never" | "backfill" | "idle";
  running: boolean;
  nextPage: number;
  totalPages: number | null;
  totalCalls: number | null;
  storedCalls: number;
  /** Newest `initiatedAt` synced so far (seconds). */
  highWater: number | null;
  finishedAt: number | null;
  updatedAt: number | null;
  error: string | null;
}

const running = new Map<string, Promise<SyncProgress>>();
const now = () => Math.floor(Date.now() / 1000);

function toProgress(appId: string, r: CsSyncTable | undefined): SyncProgress {
  return {
    appId,
    phase: (r?.phase as SyncProgress["phase"]) ?? "never",
    running: running.has(appId),
    nextPage: r?.next_page ?? 1,
    totalPages: r?.total_pages ?? null,
    totalCalls: r?.total_calls ?? null,
    storedCalls: r ? Number(r.stored_calls) : 0,
    highWater: r?.high_water == null ? null : Number(r.high_water),
    finishedAt: r?.finished_at == null ? null : Number(r.finished_at),
    updatedAt: r ? Number(r.updated_at) : null,
    error: r?.error ?? null,
  };
}

/** The sync progress of an app, for the UI. */
export async function readProgress(db: Db, appId: string): Promise<SyncProgress> {
  const row = await db.selectFrom("cs_sync").selectAll().where("app_id", "=", appId).executeTakeFirst();
  return toProgress(appId, row);
}

async function save(db: Db, appId: string, patch: Partial<CsSyncTable>) {
  const stored = await db
    .selectFrom("cs_calls")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .where("app_id", "=", appId)
    .executeTakeFirstOrThrow();
  const values = { ...patch, stored_calls: Number(stored.n), updated_at: now() };
  await db
    .insertInto("cs_sync")
    .values({ app_id: appId, phase: "backfill", next_page: 1, ...values })
    .onConflict((oc) => oc.column("app_id").doUpdateSet(values))
    .execute();
}

export interface SyncOptions {
  /** Page size of `GET /calls` (the service's maximum by default). */
  perPage?: number;
  /** Stop after this many pages (the next run resumes); unlimited by default. */
  maxPages?: number;
}

async function run(db: Db, conn: Connection, o: Required<SyncOptions>): Promise<SyncProgress> {
  const appId = conn.appId;
  const before = await readProgress(db, appId);
  const backfill = before.phase !== "idle";
  let page = backfill ? before.nextPage : 1;
  let newest = before.highWater ?? 0;
  // Incremental reads stop below the older of: the lookback before the newest call seen, and the
  // oldest call still ongoing here (it must be read again to see it end).
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
  await save(db, appId, { phase: backfill ? "backfill" : "idle", started_at: now(), error: null });
  for (let pages = 0; pages < o.maxPages; pages++) {
    const res = await listCalls(conn, { page, perPage: o.perPage });
    await upsertCalls(db, appId, res.data);
    for (const c of res.data) newest = Math.max(newest, c.initiatedAt);
    const { total, total_pages } = res.meta.pagination;
    const last = page >= total_pages || res.data.length === 0;
    const reachedKnown = !backfill && res.data.some((c) => c.initiatedAt < cutoff);
    if (last || reachedKnown) {
      await save(db, appId, {
        phase: "idle",
        next_page: 1,
        total_pages,
        total_calls: total,
        high_water: newest || null,
        finished_at: now(),
      });
      return readProgress(db, appId);
    }
    page += 1;
    // Only a backfill resumes mid-way; an incremental read restarts at the newest page.
    await save(
      db,
      appId,
      backfill
        ? { next_page: page, total_pages, total_calls: total, high_water: newest || null }
        : { total_calls: total },
    );
  }
  return readProgress(db, appId);
}

/**
 * Brings an app's stored calls up to date: a resumable backfill of every page (newest first, so
 * calls arriving meanwhile only shift pages down and are read twice, never skipped), then
 * incremental reads from the newest page down to the known ones. One run per app at a time.
 */
export function syncCalls(db: Db, conn: Connection, opts: SyncOptions = {}): Promise<SyncProgress> {
  const appId = conn.appId;
  const current = running.get(appId);
  if (current) return current;
  const o = { perPage: opts.perPage ?? 1000, maxPages: opts.maxPages ?? Number.POSITIVE_INFINITY };
  const p = run(db, conn, o)
    .catch(async (e: unknown) => {
      await save(db, appId, { error: e instanceof Error ? e.message : String(e) }).catch(() => undefined);
      throw e;
    })
    .finally(() => running.delete(appId))
    .then((done) => ({ ...done, running: false }));
  running.set(appId, p);
  return p;
}
