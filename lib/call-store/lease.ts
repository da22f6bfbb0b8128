import { syncLease } from "../db/sync-lease";

export { LEASE_MS, type LeaseOptions, leaseLive } from "../db/sync-lease";

/** The call sync's lease over its app's `cs_sync` row. */
export const callSyncLease = syncLease("cs_sync", { phase: "never", next_page: 1, stored_calls: 0 });
