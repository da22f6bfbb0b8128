/**
 * Runs once when a dashboard server process starts, before it answers requests: opens the store, the
 * webhook receiver (on PostgreSQL, its live feed across instances) and event-driven call sync of every
 * connected app. Not during `next build`, and not in the Edge runtime (`process.env.NEXT_RUNTIME` and
 * `NEXT_PHASE` are read here directly, as Next documents, so the Edge bundle drops the import).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./lib/server-start");
  try {
    await startServer();
  } catch (e) {
    // A configuration that would let instances disagree (shared secrets missing): refuse to serve.
    console.error(`[dashboard] ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
