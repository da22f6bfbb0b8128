import "server-only";
import { startCallEventSync, startFirstSync } from "@/lib/server-start";

/**
 * Makes sure the app's call store fills and stays fresh. The server starts both for every connected app
 * (instrumentation.ts); this covers a process started without the hook, and an app whose first sync
 * stopped (e.g. the service was down): opening the page tries again.
 */
export async function keepSynced(appId: string): Promise<void> {
  await startCallEventSync();
  await startFirstSync(appId);
}
