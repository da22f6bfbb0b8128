import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { Connection } from "../api/request";
import type { Database } from "../db/types";
import { instanceId } from "../instance";
import { LEASE_MS } from "./lease";
import { readProgress, type SyncProgress, syncCalls } from "./sync";

/** What to do about an app's first full read of calls, given its progress. */
export type FirstSyncStep = "start" | "wait" | "done";

/**
 * `start` while the first full read has not finished (never run, or a backfill cut short) and nobody
 * runs one; `wait` while a run holds the app's lease, here or on another instance (look again later: a
 * crashed instance's lease lapses and the backfill must be resumed); `done` once it finished. After
 * that, call events and "Sync now" keep the store fresh.
 */
export function firstSyncStep(p: Pick<SyncProgress, "phase" | "running">): FirstSyncStep {
  if (p.phase === "idle") return "done";
  return p.running ? "wait" : "start";
}

export interface FirstSyncOptions {
  db: Kysely<Database>;
  /** The app's current credentials; undefined once it is no longer connected (the keeper stops). */
  connectionFor: (appId: string) => Promise<Connection | undefined> | Connection | undefined;
  /** The sync lease holder's id (this process by default; tests stand in for several instances). */
  owner?: string;
  /** How long to wait before looking again while another run holds the app. */
  pollMs?: number;
  /** The wait after a failed run, doubled after each further failure. */
  retryMs?: number;
  /** Failed runs in a row after which the keeper gives up; the page shows the error, a visit retries. */
  maxFailures?: number;
  onError?: (e: unknown) => void;
}

// One keeper per app and owner in the process: the instrumentation hook, pages and actions are separate
// module instances, so the map lives on globalThis.
const g = globalThis as unknown as { __firstSyncKeepers?: Map<string, Promise<void>> };
g.__firstSyncKeepers ??= new Map();
const keepers = g.__firstSyncKeepers;

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

/**
 * Sees an app's first full read of calls through in the background: starts it, waits out a run of
 * another instance (taking over if that one's lease lapses), and retries a failed run a few times. A
 * second call for the same app joins the first; an app whose first read is done costs one progress read.
 */
export function keepFirstSync(appId: string, o: FirstSyncOptions): Promise<void> {
  const owner = o.owner ?? instanceId();
  const key = `${owner}\0${appId}`;
  const current = keepers.get(key);
  if (current) return current;
  const p = keep(appId, o, owner).finally(() => keepers.delete(key));
  keepers.set(key, p);
  return p;
}
