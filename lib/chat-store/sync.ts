import type { Kysely } from "kysely";
import * as messagesContract from "../contract/messages";
import type { SyncOptions } from "../db/sync-lease";
import { type SyncStart, type SyncState, syncRun } from "../db/sync-run";
import type { Database } from "../db/types";
import { call } from "../server/api/call";
import type { Connection } from "../server/api/request";
import { chatSyncLease } from "./lease";
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

type Page = Awaited<ReturnType<typeof readPage>>;

const readPage = (conn: Connection, limit: number, affix: "append" | "prepend", id: number | null) =>
  call(conn, messagesContract.listMessages, {
    query: { limit, affix, ...(id === null ? {} : { id: String(id) }) },
  });

const lastPage = (res: Page) => !res.meta.next || res.data.length === 0;

async function leased(
  db: Db,
  conn: Connection,
  { o, lease, before }: SyncStart<ChatSyncProgress>,
): Promise<ChatSyncProgress> {
  const appId = conn.appId;
  let high = before.highWater;
  let low = before.lowWater;
  let pages = before.pages;
  let backfill = before.phase !== "idle";
  await chatSyncLease.hold(db, appId, lease, {
    phase: backfill ? "backfill" : "idle",
    started_at: now(),
    error: null,
  });
  for (let n = 0; n < o.maxPages; n++) {
    // The first sync reads newest first, so recent ranges fill first; then each read goes on after the
    // largest id, where new messages and the action messages of edits and deletions land.
    const res = backfill
      ? await readPage(conn, o.perPage, "prepend", high === null ? null : low)
      : await readPage(conn, o.perPage, "append", high);
    await chatSyncLease.hold(db, appId, lease);
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
      await chatSyncLease.hold(db, appId, lease, await withCount(db, appId, { ...position, phase: "idle" }));
      continue;
    }
    if (!backfill && lastPage(res)) {
      const done = await withCount(db, appId, { ...position, phase: "idle", finished_at: now() });
      await chatSyncLease.finish(db, appId, o.owner, done);
      return readChatProgress(db, appId, o.owner);
    }
    await chatSyncLease.hold(db, appId, lease, await withCount(db, appId, position));
  }
  await chatSyncLease.release(db, appId, o.owner);
  return readChatProgress(db, appId, o.owner);
}

/**
 * By id: the first sync reads newest first and goes on before the smallest id read; then each read goes on
 * after the largest, where new messages and the action messages of edits and deletions land. A stopped read
 * resumes at the saved id.
 */
export const syncMessages = (db: Db, conn: Connection, opts: SyncOptions = {}): Promise<ChatSyncProgress> =>
  sync.start(db, conn.appId, opts, (start) => leased(db, conn, start));
