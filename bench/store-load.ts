/**
 * `npm run bench:store-load`: the dashboard's first sync of its two analytics stores from a seeded sandbox,
 * `BENCH_MESSAGES` messages into the chat store and `BENCH_CALLS` calls into the call store (1,000,000 each by
 * default), through the production dashboard, which starts both syncs itself when it starts. Each store is timed
 * on its own from its sync row in the dashboard's SQLite file (`ms_sync`, `cs_sync`): from the run's start time
 * (whole seconds, so up to 1 s long) until the poll that sees it finished, and, exactly, between the first poll
 * and that one. Prints rows/s for each against the target (≥ 10,000), the dashboard's CPU over the load, its peak
 * RSS and anonymous memory, and as the peer the same listings read straight from the sandbox (`GET /messages`,
 * 1,000 a page by id; `GET /calls`, 1,000 a page by page number), which says whether the sandbox or the
 * dashboard is the bottleneck. The two syncs share the dashboard's process while both run.
 */
import path from "node:path";
import Database from "better-sqlite3";
import type { SandboxProcess } from "@/test/sandbox-process";
import { loadAverage, MiB, memory, readListing, watchMemory } from "./support/exports";
import { startStack } from "./support/stack";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 1_000_000);
const TARGET = 10_000;
const POLL_MS = 250;
const PRINT_MS = 5_000;

const n = (x: number) => Math.round(x).toLocaleString("en-US");
const verdict = (rate: number) => `target ≥ ${n(TARGET)}: ${rate >= TARGET ? "met" : "NOT met"}`;

interface SyncRow {
  phase: string;
  stored: number;
  started_at: number | null;
  finished_at: number | null;
}

interface Timing {
  /** The run's start as the row says it (whole seconds), in ms since the epoch. */
  startedAt: number;
  /** The first poll that saw the row, and the rows it held then. */
  firstSeenAt: number;
  firstRows: number;
  /** The poll that saw the first sync finished, and the rows stored. */
  doneAt: number;
  rows: number;
}

const SYNC_ROWS = {
  messages: "SELECT phase, stored_messages AS stored, started_at, finished_at FROM ms_sync WHERE app_id = ?",
  calls: "SELECT phase, stored_calls AS stored, started_at, finished_at FROM cs_sync WHERE app_id = ?",
} as const;
type Store = keyof typeof SYNC_ROWS;

/** Polls both stores' sync rows until both first syncs are done, printing progress and sampling memory. */
async function followSyncs(file: string, appId: string, pid: number, sample: () => void) {
  const seen: Partial<Record<Store, Timing>> = {};
  const done: Partial<Record<Store, Timing>> = {};
  let printed = performance.now();
  const t0 = performance.now();
  for (;;) {
    sample();
    let rows: Partial<Record<Store, SyncRow>> = {};
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      rows = {
        messages: db.prepare(SYNC_ROWS.messages).get(appId) as SyncRow | undefined,
        calls: db.prepare(SYNC_ROWS.calls).get(appId) as SyncRow | undefined,
      };
    } catch {
      // The tables appear with the dashboard's first migration.
    } finally {
      db.close();
    }
    const at = Date.now();
    for (const store of ["messages", "calls"] as const) {
      const r = rows[store];
      if (!r || done[store]) continue;
      const stored = Number(r.stored);
      seen[store] ??= {
        startedAt: Number(r.started_at ?? at / 1000) * 1000,
        firstSeenAt: at,
        firstRows: stored,
        doneAt: 0,
        rows: 0,
      };
      const s = seen[store];
      if (r.phase === "idle" && r.finished_at) done[store] = { ...s, doneAt: at, rows: stored };
    }
    if (done.messages && done.calls) return { messages: done.messages, calls: done.calls };
    if (performance.now() - printed >= PRINT_MS) {
      printed = performance.now();
      const line = (store: Store) => {
        const r = rows[store];
        const s = seen[store];
        if (!r || !s) return `${store} not started`;
        if (done[store]) return `${store} done`;
        const secs = (at - s.startedAt) / 1000;
        return `${store} ${n(Number(r.stored))} (${n(Number(r.stored) / secs)}/s)`;
      };
      console.log(
        `  ${((performance.now() - t0) / 1000).toFixed(0)} s: ${line("messages")}, ${line("calls")}; ` +
          `RSS ${(memory(pid, "VmRSS") / MiB).toFixed(0)} MiB`,
      );
    }
    if (performance.now() - t0 > 60 * 60_000) throw new Error("the first syncs did not finish in an hour");
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** The calls list read straight from the sandbox, page by page, 1,000 a page, as the call store's sync reads it. */
async function readCallListing(sandbox: SandboxProcess) {
  const base = sandbox.connection.callUrl
    .replace("{region}", sandbox.region)
    .replace("{appId}", sandbox.appId);
  let rows = 0;
  const t0 = performance.now();
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/calls?page=${page}&perPage=1000`, {
      headers: { apikey: sandbox.apiKey },
    });
    if (!res.ok) throw new Error(`GET /calls page ${page}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data: unknown[]; meta: { pagination: { total_pages: number } } };
    rows += body.data.length;
    if (page >= body.meta.pagination.total_pages || body.data.length === 0) break;
  }
  return { rows, ms: performance.now() - t0 };
}

function report(store: Store, t: Timing) {
  const secs = (t.doneAt - t.startedAt) / 1000;
  const steadySecs = (t.doneAt - t.firstSeenAt) / 1000;
  const rate = t.rows / secs;
  const steady = steadySecs > 0 ? (t.rows - t.firstRows) / steadySecs : Number.NaN;
  console.log(
    `  ${store}: ${n(t.rows)} rows in ${secs.toFixed(1)} s = ${n(rate)} rows/s (${verdict(rate)}); ` +
      `${n(steady)} rows/s between the first poll (${n(t.firstRows)} stored) and the end`,
  );
}

console.log(`seeding ${n(MESSAGES)} messages and ${n(CALLS)} calls…`);
const seedStarted = performance.now();
const stack = await startStack({ calls: CALLS, users: 1000, groups: 20, messages: MESSAGES });
console.log(`seeded and started in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
try {
  const watch = watchMemory(stack.pid);
  const cpuBefore = stack.dashboardCpuMs();
  const file = path.join(stack.dataDir, "dashboard.db");
  const { messages, calls } = await followSyncs(file, stack.sandbox.appId, stack.pid, () => watch.sample());
  const cpuMs = stack.dashboardCpuMs() - cpuBefore;
  const startedAt = Math.min(messages.startedAt, calls.startedAt);
  const wall = (Math.max(messages.doneAt, calls.doneAt) - startedAt) / 1000;
  const memoryLine = watch.line();

  // The peers, with the dashboard idle between its incremental reads: the same pages read straight from the sandbox.
  const chatPeer = await readListing(stack.sandbox);
  const callPeer = await readCallListing(stack.sandbox);

  console.log("\nfirst syncs of the dashboard's stores (both run at once in its process)");
  report("messages", messages);
  report("calls", calls);
  console.log(
    `  both: ${n(messages.rows + calls.rows)} rows in ${wall.toFixed(1)} s = ${n((messages.rows + calls.rows) / wall)} rows/s; ` +
      `dashboard CPU ${(cpuMs / 1000).toFixed(1)} s over the load (${((cpuMs / 1000 / wall) * 100).toFixed(0)}% of one core)`,
  );
  const peer = (what: string, p: { rows: number; ms: number }) =>
    console.log(
      `  sandbox ${what} alone: ${n(p.rows)} rows in ${(p.ms / 1000).toFixed(1)} s = ${n(p.rows / (p.ms / 1000))} rows/s (the sync's ceiling)`,
    );
  peer("GET /messages", chatPeer);
  peer("GET /calls", callPeer);
  console.log(memoryLine);
  console.log(`  load average: ${loadAverage()}`);
} finally {
  await stack.stop();
}
