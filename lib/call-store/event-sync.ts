import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import type { Connection } from "../server/api/request";
import { isSyncingHere, type SyncProgress, syncCalls } from "./sync";

export interface CallEventLike {
  appId: string;
  family: string;
}

const CALL_FAMILIES = new Set(["calls", "meetings", "recordings"]);

export interface EventSyncOptions {
  db: Kysely<Database>;
  subscribe: (listener: (e: CallEventLike) => void) => (() => void) | Promise<() => void>;
  connectionFor?: (appId: string) => Promise<Connection | undefined> | Connection | undefined;
  /** A call fires several events within seconds. */
  debounceMs?: number;
  owner?: string;
  onSynced?: (p: SyncProgress) => void;
  onDeferred?: (appId: string) => void;
  onError?: (e: unknown) => void;
}

/** Events only say that something changed; the sync reads the calls, so lost or repeated ones do no harm. */
export function startEventSync(o: EventSyncOptions) {
  const watched = new Map<string, Connection>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const pending = new Map<string, number>();
  const debounce = o.debounceMs ?? 2000;
  let stopped = false;

  const schedule = (appId: string) => {
    if (stopped) return;
    clearTimeout(timers.get(appId));
    timers.set(
      appId,
      setTimeout(() => {
        timers.delete(appId);
        run(appId).catch((e) => o.onError?.(e));
      }, debounce),
    );
  };

  const run = async (appId: string) => {
    const since = pending.get(appId);
    if (since === undefined) return;
    const conn = watched.get(appId) ?? (await o.connectionFor?.(appId));
    if (!conn) {
      pending.delete(appId);
      return;
    }
    // A run of this process began before these events: sync again once it is over.
    if (isSyncingHere(appId, o.owner)) {
      o.onDeferred?.(appId);
      return schedule(appId);
    }
    pending.delete(appId);
    const p = await syncCalls(o.db, conn, { owner: o.owner });
    const covered = p.startedAt !== null && p.startedAt * 1000 > since;
    if (p.runningElsewhere && !covered) {
      pending.set(appId, Math.max(since, pending.get(appId) ?? 0));
      o.onDeferred?.(appId);
      return schedule(appId);
    }
    o.onSynced?.(p);
  };

  const unsubscribe = Promise.resolve(
    o.subscribe((e) => {
      if (!CALL_FAMILIES.has(e.family)) return;
      if (!watched.has(e.appId) && !o.connectionFor) return;
      pending.set(e.appId, Date.now());
      schedule(e.appId);
    }),
  );
  return {
    watch(conn: Connection) {
      watched.set(conn.appId, conn);
    },
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      (await unsubscribe)();
    },
  };
}
