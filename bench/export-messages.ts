/**
 * `npm run bench:export`: a background export of `BENCH_MESSAGES` messages (default 1,000,000) as JSON Lines
 * from a seeded sandbox, through the production dashboard: started with its own `createExportAction` as the
 * browser sends it, followed through `listExportsAction` until done. Prints rows/s (target ≥ 20,000) and the
 * dashboard process's peak RSS (VmHWM, target ≤ 300 MiB), and as the peer the same listing read straight from
 * the sandbox (`GET /messages`, 1,000 a page), which says whether the sandbox's listing is the bottleneck.
 * `BENCH_FORMAT=csv` exports CSV instead.
 */
import { EXPORT_ACTIONS, followExport, loadAverage, MiB, readListing, watchMemory } from "./support/exports";
import { actionId, postAction, startStack, waitForFirstSyncs } from "./support/stack";

const N = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const FORMAT = process.env.BENCH_FORMAT === "csv" ? "csv" : "jsonl";

console.log(`seeding ${N.toLocaleString("en-US")} messages…`);
const stack = await startStack({ calls: 0, users: 1000, groups: 20, messages: N });
try {
  // The dashboard's stores load the app first, as they would have long before an export on a running dashboard.
  const syncMs = await waitForFirstSyncs(stack, stack.sandbox.appId);
  console.log(`the dashboard's stores made their first sync in ${(syncMs / 1000).toFixed(1)} s`);

  // The peer: every page of the same listing, read straight from the sandbox.
  const { rows: direct, ms: directMs } = await readListing(stack.sandbox);

  const watch = watchMemory(stack.pid);
  const started = performance.now();
  const created = await postAction<{ data?: { id: string }; serverError?: string }>(
    `${stack.dashboardUrl}/exports`,
    actionId("createExportAction", EXPORT_ACTIONS),
    { kinds: ["messages"], format: FORMAT },
    stack.cookie,
  );
  if (!created.data) throw new Error(`the export was refused: ${JSON.stringify(created)}`);
  const view = await followExport(stack, created.data.id, 250, watch);
  const ms = performance.now() - started;
  if (view?.status !== "done") throw new Error(`the export ended ${view?.status}: ${view?.error}`);
  const rate = view.rowsDone / (ms / 1000);
  const directRate = direct / (directMs / 1000);
  const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
  console.log(
    `\nexport of ${view.rowsDone.toLocaleString("en-US")} messages as ${FORMAT}, ${(view.bytes / MiB).toFixed(1)} MiB`,
  );
  console.log(
    `  dashboard export: ${(ms / 1000).toFixed(1)} s = ${Math.round(rate).toLocaleString("en-US")} rows/s (target ≥ 20,000: ${verdict(rate >= 20_000)})`,
  );
  console.log(
    `  sandbox listing alone: ${(directMs / 1000).toFixed(1)} s = ${Math.round(directRate).toLocaleString("en-US")} rows/s (${direct.toLocaleString("en-US")} rows; the export's ceiling)`,
  );
  console.log(watch.line(300));
  console.log(`  load average: ${loadAverage()}`);
} finally {
  await stack.stop();
}
