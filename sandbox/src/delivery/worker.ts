import type { Db } from "../db/open";

export interface DeliveryWorker {
  /** Looks for due deliveries now (called after each commit that may have queued events). */
  kick(): void;
  /** Stops the worker after in-flight deliveries finish. */
  stop(): Promise<void>;
}

/** Delivers the outbox's due events to their webhooks. */
export function createDeliveryWorker(_opts: { db: Db; now: () => number }): DeliveryWorker {
  return { kick() {}, async stop() {} };
}
