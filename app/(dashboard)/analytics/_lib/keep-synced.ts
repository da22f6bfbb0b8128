import "server-only";
import type { Connection } from "@/lib/api/request";
import { startCallEventSync } from "@/lib/server-start";

/**
 * Makes sure call events keep the call store fresh. The server starts that for every connected app
 * (instrumentation.ts), looking each app's credentials up when its events arrive, so removed or
 * changed connections are never synced with stale keys; this covers a process started without the
 * hook. The connection is not needed any more (kept for the page's call).
 */
export async function watchCallEvents(_conn?: Connection): Promise<void> {
  await startCallEventSync();
}
