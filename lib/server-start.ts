import { startEventSync } from "./call-store/event-sync";
import { keepFirstSync } from "./call-store/first-sync";
import { connectedApps, connectionForApp } from "./connections";
import { missingSharedSecrets } from "./crypto";
import { getDb } from "./db";
import { getReceiver, subscribe } from "./receiver/service";
import { singletonPromise } from "./singleton";

type EventSync = ReturnType<typeof startEventSync>;

/**
 * Keeps every connected app's call store fresh from the call events this process's receiver stores
 * (once per process: route handlers and the instrumentation hook are separate module instances). Only
 * this instance's own deliveries count: each event is stored by exactly one instance, and that one syncs;
 * the sync lease keeps runs of several instances apart. A store that could not open is tried again.
 */
export function startCallEventSync(): Promise<EventSync> {
  return singletonPromise("call-event-sync", () =>
    getDb().then((db) =>
      startEventSync({
        db,
        subscribe: (listener) => subscribe(listener, "local"),
        connectionFor: connectionForApp,
        onError: (e) => console.error("[call-store] event-driven sync failed:", e),
      }),
    ),
  );
}

/**
 * Sees an app's first full read of calls through in the background (see `keepFirstSync`): for every
 * connected app at start, for an app just connected, and for the analytics page of an app whose first
 * read is not done. Answers once it is under way, not when it ends; failures are logged and kept with
 * the sync's progress, which the page shows.
 */
export async function startFirstSync(appId: string): Promise<void> {
  try {
    const db = await getDb();
    keepFirstSync(appId, {
      db,
      connectionFor: connectionForApp,
      onError: (e) => console.error(`[call-store] first sync of ${appId} failed:`, e),
    }).catch((e) => console.error(`[call-store] first sync of ${appId} stopped:`, e));
  } catch (e) {
    console.error(`[call-store] could not start the first sync of ${appId}:`, e);
  }
}

/**
 * What a server process starts before it answers requests: the shared-secrets check (several instances
 * on one PostgreSQL must agree on them), the store and its migrations, the webhook receiver (and on
 * PostgreSQL its live feed across instances), event-driven sync of every connected app, and the first
 * sync of every connected app that has none yet.
 */
export async function startServer(): Promise<void> {
  const missing = missingSharedSecrets();
  if (missing) throw new Error(missing);
  try {
    await getReceiver();
    await startCallEventSync();
    for (const conn of await connectedApps()) await startFirstSync(conn.appId);
  } catch (e) {
    // The store may come up later: requests open it again, and the analytics page starts the sync.
    console.error("[dashboard] could not start the receiver and call sync:", e);
  }
}

/**
 * The instrumentation hook's Node half: starts the server's background work, and refuses to serve
 * (exits) on a configuration that would let instances disagree, e.g. shared secrets missing.
 */
export async function registerNodeServer(): Promise<void> {
  try {
    await startServer();
  } catch (e) {
    console.error(`[dashboard] ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
