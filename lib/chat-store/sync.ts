import type { Kysely, Updateable } from "kysely";
import * as messagesContract from "../contract/messages";
import type { SyncOptions } from "../db/sync-lease";
import { type SyncStart, type SyncState, syncRun } from "../db/sync-run";
import type { Database, MsSyncTable } from "../db/types";
import { call } from "../server/api/call";
import type { Connection } from "../server/api/request";
import { chatSyncLease } from "./lease";
import { isSent } from "./rows";
import { upsertMessages } from "./upsert";

type Db = Kysely<Database>;

export interface ChatSyncProgress extends SyncState {
  /** `backfill` until the first sync, newest first, reaches the oldest message; then `idle`. */
  phase: SyncState["phase"];
  pages: number;
  storedMessages: number;
  /** The sentAt of the oldest message the first sync has read: how far back it has come. */
  reachedAt: number | null;
  highWater: number | null;
  lowWater: number | null;
  startedAt: number | null;
  finishedAt: number | null;
}

const num = (v: number | string | null | undefined) => (v == null ? null : Number(v));

const sync = syncRun<"ms_sync", ChatSyncProgress>({
  table: "ms_sync",
  lease: chatSyncLease,
  counts: { rows: "ms_messages", column: "stored_messages" },
  progress: (r) => ({
    pages: r ? Number(r.pages) : 0,
    storedMessages: r ? Number(r.stored_messages) : 0,
    reachedAt: num(r?.reached_at),
    highWater: num(r?.high_water),
    lowWater: num(r?.low_water),
    startedAt: num(r?.started_at),
    finishedAt: num(r?.finished_at),
  }),
});
const { withCount } = sync;
export const readChatProgress = sync.read;
export const isChatSyncingHere = sync.isRunningHere;
const now = () => Math.floor(Date.now() / 1000);
const SAVE_EVERY_MS = 1_000;

type Page = Awaited<ReturnType<typeof readPage>>;

const readPage = (conn: Connection, limit: number, affix: "append" | "prepend", id: number | null) =>
  call(conn, messagesContract.listMessages, {
    query: { limit, affix, ...(id === null ? {} : { id: String(id) }) },
  });

const lastPage = (res: Page) => !res.meta.next || res.data.length === 0;

/** Where the next read goes: before the smallest id while backfilling, else after the largest. */
interface Cursor {
  backfill: boolean;
  high: number | null;
  low: number | null;
}

const readAt = (conn: Connection, perPage: number, c: Cursor) =>
  c.backfill
    ? readPage(conn, perPage, "prepend", c.high === null ? null : c.low)
    : readPage(conn, perPage, "append", c.high);

/** The messages of `page` not stored yet: the stored count goes on from them, without counting the whole app. */
async function unstored(db: Db, appId: string, page: Page): Promise<number> {
  const ids = page.data.filter(isSent).map((m) => Number(m.id));
  if (ids.length === 0) return 0;
  const found = await db
    .selectFrom("ms_messages")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .where("app_id", "=", appId)
    .where("id", "in", ids)
    .executeTakeFirstOrThrow();
  return ids.length - Number(found.n);
}

async function leased(
  db: Db,
  conn: Connection,
  { o, lease, before }: SyncStart<ChatSyncProgress>,
): Promise<ChatSyncProgress> {
  const appId = conn.appId;
  const at: Cursor = { backfill: before.phase !== "idle", high: before.highWater, low: before.lowWater };
  let pages = before.pages;
  // Counted once a run; each page then adds the messages it stored anew.
  const start = await withCount(db, appId, {
    phase: at.backfill ? "backfill" : "idle",
    started_at: now(),
    error: null,
  });
  let stored = Number(start.stored_messages);
  await chatSyncLease.hold(db, appId, lease, start);
  let savedAt = Date.now();
  let saved: Updateable<MsSyncTable> | undefined;
  // The next page is read while this one is stored: the service and the store work at the same time.
  let next: Promise<Page> | undefined = readAt(conn, o.perPage, at);
  for (let n = 0; n < o.maxPages && next; n++) {
    const res: Page = await next;
    next = undefined;
    const wasBackfill = at.backfill;
    const first = res.data[0];
    const last = res.data.at(-1);
    if (first && last) {
      pages += 1;
      if (at.backfill) {
        at.low = Number(first.id);
        if (at.high === null) at.high = Number(last.id);
      } else at.high = Number(last.id);
    }
    const finished = !at.backfill && lastPage(res);
    // Reached the oldest message: what arrived meanwhile is read next, after the largest id.
    if (at.backfill && lastPage(res)) at.backfill = false;
    if (!finished && n + 1 < o.maxPages) {
      next = readAt(conn, o.perPage, { ...at });
      // Stored pages may stop early (a lost lease, a failure): the read ahead must not fail unheard.
      next.catch(() => undefined);
    }
    stored += await unstored(db, appId, res);
    await upsertMessages(db, appId, res.data);
    // Progress and the lease's renewal in one statement: only the holder writes it.
    const position = {
      high_water: at.high,
      low_water: at.low,
      pages,
      stored_messages: stored,
      updated_at: now(),
      ...(wasBackfill && first ? { reached_at: first.sentAt } : {}),
      ...(wasBackfill !== at.backfill ? { phase: "idle" } : {}),
    };
    if (finished) {
      const done = await withCount(db, appId, { ...position, phase: "idle", finished_at: now() });
      await chatSyncLease.finish(db, appId, o.owner, done);
      return readChatProgress(db, appId, o.owner);
    }
    saved = position;
    // Each save is a commit of its own: once a second is enough to keep the lease and show progress, and a
    // page read again after a crash is harmless. A change of phase is saved at once.
    if (wasBackfill !== at.backfill || Date.now() - savedAt >= SAVE_EVERY_MS) {
      await chatSyncLease.hold(db, appId, lease, position);
      savedAt = Date.now();
      saved = undefined;
    }
  }
  await chatSyncLease.release(db, appId, o.owner, saved);
  return readChatProgress(db, appId, o.owner);
}

/**
 * By id: the first sync reads newest first and goes on before the smallest id read; then each read goes on
 * after the largest, where new messages and the action messages of edits and deletions land. A stopped read
 * resumes at the saved id.
 */
export const syncMessages = (db: Db, conn: Connection, opts: SyncOptions = {}): Promise<ChatSyncProgress> =>
  sync.start(db, conn.appId, opts, (start) => leased(db, conn, start));
