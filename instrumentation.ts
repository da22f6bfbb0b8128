/**
 * Runs once when a dashboard server process starts, before it answers requests; not during `next
 * build`. Everything it does is Node-only (the store, the receiver, call sync, exiting on a bad
 * configuration), so it lives in `lib/server-start.ts`, imported only under the Node runtime, the way
 * Next documents it: the Edge bundle never sees that code. The two variables are read here directly,
 * as Next sets them.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { registerNodeServer } = await import("./lib/server-start");
    await registerNodeServer();
  }
}
