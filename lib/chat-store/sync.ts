import type { Kysely, Updateable } from "kysely";
import * as messagesContract from "../contract/messages";
import type { Database, MsSyncTable } from "../db/types";
import { instanceId } from "../instance";
import { call } from "../server/api/call";
import type { Connection } from "../server/api/request";
import { acquireLease, LEASE_MS, type LeaseOptions, leaseLive, releaseLease, renewLease } from "./lease";
import { upsertMessages } from "./upsert";

type Db = Kysely<Database>;

export interface ChatSyncProgress {
  appId: string;
  /** `backfill` until the first sync, newest first, reaches the oldest message; then `idle`. */
  phase: "never" | "backfill" | "idle";
  running: boolean;
  runningElsewhere: boolean;
  pages: number;
  storedMessages: number;
  /** The sentAt of the oldest message the first sync has read: how far back it has come. */
  reachedAt: number | null;
  highWater: number | null;
  lowWater: number | null;
  startedAt: number | null;
  finishedAt: number | null;
  error: string | null;
}

const g = globalThis as unknown as { __chatSyncRuns?: Map<string, Promise<ChatSyncProgress>> };
g.__chatSyncRuns ??= new Map();
const runs = g.__chatSyncRuns;
const now = () => Math.floor(Date.now() / 1000);
const num = (v: number | string | null | undefined) => (v == null ? null : Number(v));

function toProgress(appId: string, r: MsSyncTable | undefined, owner: string): ChatSyncProgress {
  const live = leaseLive(r);
  return {
    appId,
    phase: (r?.phase as ChatSyncProgress["phase"]) ?? "never",
    running: live,
    runningElsewhere: live && r?.lease_owner !== owner,
    pages: r ? Number(r.pages) : 0,
    storedMessages: r ? Number(r.stored_messages) : 0,
    reachedAt: num(r?.reached_at),
    highWater: num(r?.high_water),
    lowWater: num(r?.low_water),
    startedAt: num(r?.started_at),
    finishedAt: num(r?.finished_at),
    error: r?.error ?? null,
  };
}

export async function readChatProgress(
  db: Db,
  appId: string,
  owner = instanceId(),
): Promise<ChatSyncProgress> {
  const row = await db.selectFrom("ms_sync").selectAll().where("app_id", "=", appId).executeTakeFirst();
  return toProgress(appId, row, owner);
}

class LeaseLost extends Error {}

async function withCount(db: Db, appId: string, patch: Updateable<MsSyncTable>) {
  const stored = await db
    .selectFrom("ms_messages")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .where("app_id", "=", appId)
    .executeTakeFirstOrThrow();
  return { ...patch, stored_messages: Number(stored.n), updated_at: now() };
}

export interface ChatSyncOptions {
  /** Messages a page: 1..1000. */
  perPage?: number;
  maxPages?: number;
  owner?: string;
  leaseMs?: number;
}

async function run(db: Db, conn: Connection, o: Required<ChatSyncOptions>): Promise<ChatSyncProgress> {
  const appId = conn.appId;
  const lease: LeaseOptions = { owner: o.owner, ttlMs: o.leaseMs };
  if (!(await acquireLease(db, appId, lease))) return readChatProgress(db, appId, o.owner);
  try {
    return await leased(db, conn, o, lease);
  } catch (e) {
    if (e instanceof LeaseLost) return readChatProgress(db, appId, o.owner);
    const error = e instanceof Error ? e.message : String(e);
    await withCount(db, appId, { error })
      .then((patch) => releaseLease(db, appId, o.owner, patch))
      .catch(() => undefined);
    throw e;
  }
}

type Page = Awaited<ReturnType<typeof readPage>>;

const readPage = (conn: Connection, limit: number, affix: "append" | "prepend", id: number | null) =>
  call(conn, messagesContract.listMessages, {
    query: { limit, affix, ...(id === null ? {} : { id: String(id) }) },
  });

const lastPage = (res: Page) => !res.meta.next || res.data.length === 0;

async function leased(
  db: Db,
  conn: Connection,
  o: Required<ChatSyncOptions>,
  lease: LeaseOptions,
): Promise<ChatSyncProgress> {
  const appId = conn.appId;
  // Read after taking the lease: a run taking over a lapsed one goes on from the saved ids.
  const before = await readChatProgress(db, appId, o.owner);
  let high = before.highWater;
  let low = before.lowWater;
  let pages = before.pages;
  let backfill = before.phase !== "idle";
  if (
    !(await renewLease(db, appId, lease, {
      phase: backfill ? "backfill" : "idle",
      started_at: now(),
      error: null,
    }))
  )
    throw new LeaseLost();
  for (let n = 0; n < o.maxPages; n++) {
    // The first sync reads newest first, so recent ranges fill first; then each read goes on after the
    // largest id, where new messages and the action messages of edits and deletions land.
    const res = backfill
      ? await readPage(conn, o.perPage, "prepend", high === null ? null : low)
      : await readPage(conn, o.perPage, "append", high);
    if (!(await renewLease(db, appId, lease))) throw new LeaseLost();
    await upsertMessages(db, appId, res.data);
    const first = res.data[0];
    const last = res.data.at(-1);
    if (first && last) {
      pages += 1;
      if (backfill) {
        low = Number(first.id);
        if (high === null) high = Number(last.id);
      } else high = Number(last.id);
    }
    const position = {
      high_water: high,
      low_water: low,
      pages,
      ...(backfill && first ? { reached_at: first.sentAt } : {}),
    };
    if (backfill && lastPage(res)) {
      // Reached the oldest message: what arrived meanwhile is read next, after the largest id.
      backfill = false;
      if (!(await renewLease(db, appId, lease, await withCount(db, appId, { ...position, phase: "idle" }))))
        throw new LeaseLost();
      continue;
    }
    if (!backfill && lastPage(res)) {
      const done = await withCount(db, appId, { ...position, phase: "idle", finished_at: now() });
      if (!(await releaseLease(db, appId, o.owner, done))) throw new LeaseLost();
      return readChatProgress(db, appId, o.owner);
    }
    if (!(await renewLease(db, appId, lease, await withCount(db, appId, position)))) throw new LeaseLost();
  }
  await releaseLease(db, appId, o.owner);
  return readChatProgress(db, appId, o.owner);
}

export const isChatSyncingHere = (appId: string, owner = instanceId()) => runs.has(`${owner}\0${appId}`);

/**
 * By id: the first sync reads newest first and goes on before the smallest id read; then each read goes on
 * after the largest, where new messages and the action messages of edits and deletions land. A stopped read
 * resumes at the saved id.
 */
export function syncMessages(
  db: Db,
  conn: Connection,
  opts: ChatSyncOptions = {},
): Promise<ChatSyncProgress> {
  const o = {
    perPage: opts.perPage ?? 1000,
    maxPages: opts.maxPages ?? Number.POSITIVE_INFINITY,
    owner: opts.owner ?? instanceId(),
    leaseMs: opts.leaseMs ?? LEASE_MS,
  };
  const key = `${o.owner}\0${conn.appId}`;
  const current = runs.get(key);
  if (current) return current;
  const p = run(db, conn, o).finally(() => runs.delete(key));
  runs.set(key, p);
  return p;
}
