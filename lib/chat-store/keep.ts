import { setTimeout as sleep } from "node:timers/promises";
import type { SyncKeeperOptions } from "../db/sync-run";
import { instanceId } from "../instance";
import { oneRunPerKey } from "../singleton";
import { syncMessages } from "./sync";

export interface KeepChatOptions extends SyncKeeperOptions {
  /** Between incremental reads, and between looks while another instance holds the lease. */
  intervalMs?: number;
  maxRetryMs?: number;
}

// One keeper per owner and app: instrumentation, pages and actions are separate module instances.
const keepers = oneRunPerKey<void>("chat-sync-keepers");

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
  return keepers.run([owner, appId], () => keep(appId, o, owner));
}
