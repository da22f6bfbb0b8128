import { startEventSync } from "./call-store/event-sync";
import { connectionForApp } from "./connections";
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
 * What a server process starts before it answers requests: the shared-secrets check (several instances
 * on one PostgreSQL must agree on them), the store and its migrations, the webhook receiver (and on
 * PostgreSQL its live feed across instances) and event-driven sync of every connected app.
 */
export async function startServer(): Promise<void> {
  const missing = missingSharedSecrets();
  if (missing) throw new Error(missing);
  try {
    await getReceiver();
    await startCallEventSync();
  } catch (e) {
    // The store may come up later: requests open it again, and the analytics page starts the sync.
    console.error("[dashboard] could not start the receiver and call sync:", e);
  }
}
