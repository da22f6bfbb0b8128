import { bulkJobRunner } from "./bulk/jobs";
import { startEventSync } from "./call-store/event-sync";
import { keepFirstSync } from "./call-store/first-sync";
import { followChatEvents } from "./chat-store/event-sync";
import { keepChatSync } from "./chat-store/keep";
import { missingSharedSecrets } from "./crypto";
import { exportRunner } from "./data-exports/service";
import { getDb } from "./db";
import { getReceiver, subscribe } from "./receiver/service";
import { connectedApps, connectionForApp } from "./server/connections";
import { singletonPromise } from "./singleton";

type EventSync = ReturnType<typeof startEventSync>;

/** Only this instance's own deliveries count: each event is stored by exactly one instance. */
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

type ChatEventSync = ReturnType<typeof followChatEvents>;

/** The chat store's message and reaction events, as the call store's: only this instance's own deliveries. */
export function startChatEventSync(): Promise<ChatEventSync> {
  return singletonPromise("chat-event-sync", () =>
    getDb().then((db) =>
      followChatEvents({
        db,
        subscribe: (listener) => subscribe(listener, "local"),
        connectionFor: connectionForApp,
        onError: (e) => console.error("[chat-store] event-driven sync failed:", e),
      }),
    ),
  );
}

/** Answers once the read is under way; failures are kept with the sync's progress, which the page shows. */
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

/** The app's messages for the analytics' Messages view: a first full read, then new ones every minute. */
export async function startChatSync(appId: string): Promise<void> {
  try {
    const db = await getDb();
    keepChatSync(appId, {
      db,
      connectionFor: connectionForApp,
      onError: (e) => console.error(`[chat-store] sync of ${appId} failed:`, e),
    }).catch((e) => console.error(`[chat-store] sync of ${appId} stopped:`, e));
  } catch (e) {
    console.error(`[chat-store] could not start the sync of ${appId}:`, e);
  }
}

export async function startServer(): Promise<void> {
  const missing = missingSharedSecrets();
  if (missing) throw new Error(missing);
  try {
    await getReceiver();
    await startCallEventSync();
    await startChatEventSync();
    await bulkJobRunner();
    await exportRunner();
    for (const conn of await connectedApps()) {
      await startFirstSync(conn.appId);
      await startChatSync(conn.appId);
    }
  } catch (e) {
    // The store may come up later: requests open it again, and the analytics page starts the sync.
    console.error("[dashboard] could not start the receiver and call sync:", e);
  }
}

/** Exits on a configuration that would let instances disagree, e.g. shared secrets missing. */
export async function registerNodeServer(): Promise<void> {
  try {
    await startServer();
  } catch (e) {
    console.error(`[dashboard] ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
