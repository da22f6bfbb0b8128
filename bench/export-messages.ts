/**
 * `npm run bench:export`: a background export of `BENCH_MESSAGES` messages (default 1,000,000) as JSON Lines
 * from a seeded sandbox, through the production dashboard: started with its own `createExportAction` as the
 * browser sends it, followed through `listExportsAction` until done. Prints rows/s (target ≥ 20,000) and the
 * dashboard process's peak RSS (VmHWM, target ≤ 300 MiB), and as the peer the same listing read straight from
 * the sandbox (`GET /messages`, 1,000 a page), which says whether the sandbox's listing is the bottleneck.
 * `BENCH_FORMAT=csv` exports CSV instead.
 */
import { readFileSync } from "node:fs";
import { actionId, postAction, startStack } from "./support/stack";

const N = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const FORMAT = process.env.BENCH_FORMAT === "csv" ? "csv" : "jsonl";
const ACTIONS = "app/(dashboard)/exports/_lib/actions.ts";
const MiB = 1024 * 1024;

const kib = (pid: number, field: "VmHWM" | "VmRSS") => {
  const m = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return Number(m?.[1] ?? 0) * 1024;
};

const action = <T>(base: string, cookie: string, name: string, input: unknown) =>
  postAction<T>(`${base}/exports`, actionId(name, ACTIONS), input, cookie);

type View = { id: string; status: string; rowsDone: number; bytes: number; error: string | null };

console.log(`seeding ${N.toLocaleString("en-US")} messages…`);
const stack = await startStack({ calls: 0, users: 1000, groups: 20, messages: N });
try {
  // The peer: every page of the same listing, read straight from the sandbox.
  let direct = 0;
  const t0 = performance.now();
  for (let after: string | undefined; ; ) {
    const q = `/messages?limit=1000&affix=append${after ? `&id=${after}` : ""}`;
    const page = (await stack.sandbox.chat("GET", q)) as { data: { id: number }[]; meta: { next?: unknown } };
    direct += page.data.length;
    const last = page.data.at(-1);
    if (!page.meta.next || !last) break;
    after = String(last.id);
  }
  const directMs = performance.now() - t0;

  const rssBefore = kib(stack.pid, "VmRSS");
  const started = performance.now();
  const created = await action<{ data?: { id: string }; serverError?: string }>(
    stack.dashboardUrl,
    stack.cookie,
    "createExportAction",
    { kinds: ["messages"], format: FORMAT },
  );
  if (!created.data) throw new Error(`the export was refused: ${JSON.stringify(created)}`);
  let view: View | undefined;
  let peakSampled = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    peakSampled = Math.max(peakSampled, kib(stack.pid, "VmRSS"));
    const list = await action<{ data?: View[] }>(stack.dashboardUrl, stack.cookie, "listExportsAction", {});
    view = list.data?.find((e) => e.id === created.data?.id);
    if (!view || view.status === "done" || view.status === "failed") break;
  }
  const ms = performance.now() - started;
  if (view?.status !== "done") throw new Error(`the export ended ${view?.status}: ${view?.error}`);
  const peak = kib(stack.pid, "VmHWM");
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
  console.log(
    `  dashboard RSS: ${(rssBefore / MiB).toFixed(0)} MiB before, peak ${(peak / MiB).toFixed(0)} MiB over the process's life (sampled during the export: ${(peakSampled / MiB).toFixed(0)} MiB; target ≤ 300 MiB: ${verdict(peak <= 300 * MiB)})`,
  );
  console.log(`  load average: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
} finally {
  await stack.stop();
}
