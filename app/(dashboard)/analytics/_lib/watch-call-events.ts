import "server-only";
import type { Connection } from "@/lib/api/request";
import { startEventSync } from "@/lib/call-store/event-sync";
import { getDb } from "@/lib/db";
import { subscribe } from "@/lib/receiver/service";

const g = globalThis as unknown as { __callEventSync?: Promise<ReturnType<typeof startEventSync>> };

/**
 * Keeps an app's call store fresh from the built-in webhook receiver's call events, from the first time
 * its analytics are opened in this process (the receiver only sees deliveries to this process).
 */
export async function watchCallEvents(conn: Connection): Promise<void> {
  g.__callEventSync ??= getDb().then((db) =>
    startEventSync({
      db,
      subscribe: (listener) => subscribe(listener),
      onError: (e) => console.error("[call-store] event-driven sync failed:", e),
    }),
  );
  (await g.__callEventSync).watch(conn);
}
