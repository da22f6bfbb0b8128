import type { Kysely } from "kysely";
import type { Connection } from "../api/request";
import type { Database } from "../db/types";
import { isSyncingHere, type SyncProgress, syncCalls } from "./sync";

/** The part of a stored webhook event this module reads. */
export interface CallEventLike {
  appId: string;
  family: string;
}

const CALL_FAMILIES = new Set(["calls", "meetings", "recordings"]);

export interface EventSyncOptions {
  db: Kysely<Database>;
  /** Registers a listener of newly stored events; answers an unsubscribe (the receiver's `subscribe`). */
  subscribe: (listener: (e: CallEventLike) => void) => (() => void) | Promise<() => void>;
  /** The credentials of a connected app, for apps not `watch`ed explicitly (undefined: not connected). */
  connectionFor?: (appId: string) => Promise<Connection | undefined> | Connection | undefined;
  /** Collects a burst of events into one sync (a call fires several events within seconds). */
  debounceMs?: number;
  /** The sync lease holder's id (this process by default; tests stand in for several instances). */
  owner?: string;
  onSynced?: (p: SyncProgress) => void;
  /** A sync was put off because an earlier run (here or elsewhere) is still going. */
  onDeferred?: (appId: string) => void;
  onError?: (e: unknown) => void;
}

/**
 * Keeps the call store fresh from the built-in webhook receiver: a call, meeting or recording event of a
 * connected app schedules one incremental sync of that app (debounced). The events only say *that*
 * something changed; the sync reads the calls themselves, so missed or repeated deliveries cannot make
 * the store wrong. An event must be followed by a sync that *starts* after it: when a run that began
 * earlier is still going (here, or in another instance holding the app's lease), the sync is tried
 * again after it; a run another instance started after the event covers it.
 */
export function startEventSync(o: EventSyncOptions) {
  const watched = new Map<string, Connection>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Per app, the newest event (ms) no sync has been started for yet. */
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
    /** Syncs this app when its call events arrive (the connection carries its credentials). */
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
