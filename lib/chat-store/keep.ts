import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { instanceId } from "../instance";
import type { Connection } from "../server/api/request";
import { syncMessages } from "./sync";

export interface KeepChatOptions {
  db: Kysely<Database>;
  /** Undefined once the app is no longer connected: the keeper then stops. */
  connectionFor: (appId: string) => Promise<Connection | undefined> | Connection | undefined;
  owner?: string;
  /** Between incremental reads, and between looks while another instance holds the lease. */
  intervalMs?: number;
  retryMs?: number;
  maxRetryMs?: number;
  onError?: (e: unknown) => void;
}

// On globalThis: instrumentation, pages and actions are separate module instances.
const g = globalThis as unknown as { __chatSyncKeepers?: Map<string, Promise<void>> };
g.__chatSyncKeepers ??= new Map();
const keepers = g.__chatSyncKeepers;

async function keep(appId: string, o: KeepChatOptions, owner: string): Promise<void> {
  const intervalMs = o.intervalMs ?? 60_000;
  const retryMs = o.retryMs ?? 5_000;
  const maxRetryMs = o.maxRetryMs ?? 10 * 60_000;
  let failures = 0;
  for (;;) {
    const conn = await o.connectionFor(appId);
    if (!conn) return;
    try {
      // A run that finds the lease held elsewhere answers at once; the holder reads meanwhile.
      await syncMessages(o.db, conn, { owner });
      failures = 0;
      await sleep(intervalMs);
    } catch (e) {
      o.onError?.(e);
      failures += 1;
      await sleep(Math.min(maxRetryMs, retryMs * 2 ** (failures - 1)));
    }
  }
}

/** Syncs the app's messages now and then again every interval, one keeper per app and process. */
export function keepChatSync(appId: string, o: KeepChatOptions): Promise<void> {
  const owner = o.owner ?? instanceId();
  const key = `${owner}\0${appId}`;
  const current = keepers.get(key);
  if (current) return current;
  const p = keep(appId, o, owner).finally(() => keepers.delete(key));
  keepers.set(key, p);
  return p;
}
