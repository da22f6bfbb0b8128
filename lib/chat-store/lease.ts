import { syncLease } from "../db/sync-lease";

export { LEASE_MS, type LeaseOptions, leaseLive } from "../db/sync-lease";

/** The chat sync's lease over its app's `ms_sync` row. */
export const chatSyncLease = syncLease("ms_sync", { phase: "never", pages: 0, stored_messages: 0 });
