import { setTimeout as sleep } from "node:timers/promises";
import type { SyncKeeperOptions } from "../db/sync-run";
import { instanceId } from "../instance";
import { oneRunPerKey } from "../singleton";
import { LEASE_MS } from "./lease";
import { readProgress, type SyncProgress, syncCalls } from "./sync";

export type FirstSyncStep = "start" | "wait" | "done";

/** `wait` covers other instances' runs: a crashed one's lease lapses and the backfill must resume. */
export function firstSyncStep(p: Pick<SyncProgress, "phase" | "running">): FirstSyncStep {
  if (p.phase === "idle") return "done";
  return p.running ? "wait" : "start";
}

export interface FirstSyncOptions extends SyncKeeperOptions {
  pollMs?: number;
  maxFailures?: number;
}

// One keeper per owner and app: instrumentation, pages and actions are separate module instances.
const keepers = oneRunPerKey<void>("first-sync-keepers");

async function keep(appId: string, o: FirstSyncOptions, owner: string): Promise<void> {
  const pollMs = o.pollMs ?? LEASE_MS / 3;
  const retryMs = o.retryMs ?? 5_000;
  const maxFailures = o.maxFailures ?? 5;
  let failures = 0;
  for (;;) {
    const conn = await o.connectionFor(appId);
    if (!conn) return;
    const step = firstSyncStep(await readProgress(o.db, appId, owner));
    if (step === "done") return;
    if (step === "start") {
      try {
        const p = await syncCalls(o.db, conn, { owner });
        failures = 0;
        if (firstSyncStep(p) === "done") return;
      } catch (e) {
        o.onError?.(e);
        if (++failures >= maxFailures) return;
        await sleep(retryMs * 2 ** (failures - 1));
        continue;
      }
    }
    await sleep(pollMs);
  }
}

export function keepFirstSync(appId: string, o: FirstSyncOptions): Promise<void> {
  const owner = o.owner ?? instanceId();
  return keepers.run([owner, appId], () => keep(appId, o, owner));
}
