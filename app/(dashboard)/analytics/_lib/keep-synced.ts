import "server-only";
import { startCallEventSync, startChatEventSync, startChatSync, startFirstSync } from "@/lib/server-start";

// The server starts syncing every app (instrumentation.ts); this covers a process started without
// the hook, and a first sync that stopped.
export async function keepSynced(appId: string): Promise<void> {
  await startCallEventSync();
  await startChatEventSync();
  await startFirstSync(appId);
  await startChatSync(appId);
}
