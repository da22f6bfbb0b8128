import { randomUUID } from "node:crypto";

const g = globalThis as unknown as { __dashboardInstanceId?: string };

/** This process's id among the dashboard instances sharing a store (sync leases, live-feed origin). */
export function instanceId(): string {
  g.__dashboardInstanceId ??= randomUUID();
  return g.__dashboardInstanceId;
}
