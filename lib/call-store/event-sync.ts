import type { Kysely } from "kysely";
import type { Connection } from "../api/request";
import type { Database } from "../db/types";
import { type SyncProgress, syncCalls } from "./sync";

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
  /** Collects a burst of events into one sync (a call fires several events within seconds). */
  debounceMs?: number;
  onSynced?: (p: SyncProgress) => void;
  onError?: (e: unknown) => void;
}

/**
 * Keeps the call store fresh from the built-in webhook receiver: a call, meeting or recording event of a
 * watched app schedules one incremental sync of that app (debounced; syncs of an app never overlap).
 * The events only say *that* something changed; the sync reads the calls themselves, so missed or
 * repeated deliveries cannot make the store wrong.
 */
export function startEventSync(o: EventSyncOptions) {
  const watched = new Map<string, Connection>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const debounce = o.debounceMs ?? 2000;
  const schedule = (appId: string) => {
    const conn = watched.get(appId);
    if (!conn) return;
    clearTimeout(timers.get(appId));
    timers.set(
      appId,
      setTimeout(() => {
        timers.delete(appId);
        syncCalls(o.db, conn)
          .then((p) => o.onSynced?.(p))
          .catch((e) => o.onError?.(e));
      }, debounce),
    );
  };
  const unsubscribe = Promise.resolve(
    o.subscribe((e) => {
      if (CALL_FAMILIES.has(e.family)) schedule(e.appId);
    }),
  );
  return {
    /** Syncs this app when its call events arrive (the connection carries its credentials). */
    watch(conn: Connection) {
      watched.set(conn.appId, conn);
    },
    async stop() {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      (await unsubscribe)();
    },
  };
}
