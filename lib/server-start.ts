import { startEventSync } from "./call-store/event-sync";
import { connectionForApp } from "./connections";
import { missingSharedSecrets } from "./crypto";
import { getDb } from "./db";
import { getReceiver, subscribe } from "./receiver/service";

type EventSync = ReturnType<typeof startEventSync>;
const g = globalThis as unknown as { __callEventSync?: Promise<EventSync> };

/**
 * Keeps every connected app's call store fresh from the call events this process's receiver stores
 * (once per process: route handlers and the instrumentation hook are separate module instances, so the
 * state lives on globalThis). Only this instance's own deliveries count: each event is stored by exactly
 * one instance, and that one syncs; the sync lease keeps runs of several instances apart.
 */
export function startCallEventSync(): Promise<EventSync> {
  g.__callEventSync ??= getDb().then((db) =>
    startEventSync({
      db,
      subscribe: (listener) => subscribe(listener, "local"),
      connectionFor: connectionForApp,
      onError: (e) => console.error("[call-store] event-driven sync failed:", e),
    }),
  );
  const started = g.__callEventSync;
  // A store that could not open is tried again next time, not remembered as broken.
  started.catch(() => {
    if (g.__callEventSync === started) g.__callEventSync = undefined;
  });
  return started;
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
