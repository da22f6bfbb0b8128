// `npm run bench:analytics`: the panel over 1M generated calls vs DuckDB on the raw rows (wall and CPU), then
// upsert rate and commit-to-panel latency for 100k fresh calls. Targets: p95 ≤ 25 ms, ≥ 10× DuckDB, fresh
// calls in the panel within 1 s. BENCH_CALLS sets the size; BENCH_PANEL_ONLY=1 stops after the panel figures.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { generateCalls } from "../lib/call-store/generate";
import { panel } from "../lib/call-store/panel";
import type { PanelQuery } from "../lib/call-store/panel-model";
import { addDays, localMidnight, localSlot } from "../lib/call-store/tz";
import { upsertCalls } from "../lib/call-store/upsert";
import { openStore } from "../lib/db";
import { openSqliteReader } from "../lib/db/sqlite-reader";
import { duckPanel, loadDuck } from "./analytics-duck";
import { runBench } from "./support/stack";

const TOTAL = Number(process.env.BENCH_CALLS ?? 1_000_000);
const FRESH = Math.round(TOTAL / 10);
const APP = "benchapp";
const END = Date.UTC(2026, 10, 1) / 1000;
const START = END - 365 * 86_400;
const CHUNK = 20_000;
const BATCH = 5_000;
const ZONES = ["UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney"];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const ms = (v: number) => `${v.toFixed(2)} ms`;
const load1 = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

async function load(
  db: Parameters<typeof upsertCalls>[0],
  from: number,
  to: number,
  count: number,
  seed: number,
  afterCommit?: (batch: number) => Promise<void>,
): Promise<number> {
  let upsertMs = 0;
  for (let done = 0; done < count; done += CHUNK) {
    const calls = generateCalls({
      appId: APP,
      count: Math.min(CHUNK, count - done),
      from,
      to,
      seed: seed + done,
      users: 1000,
      groups: 50,
    });
    // Distinct ids per chunk: the generator numbers calls from 0 in each chunk.
    for (const c of calls) c.sessionId = `${c.sessionId}-${seed + done}`;
    for (let i = 0; i < calls.length; i += BATCH) {
      const batch = calls.slice(i, i + BATCH);
      const t = performance.now();
      await upsertCalls(db, APP, batch);
      upsertMs += performance.now() - t;
      await afterCommit?.(batch.length);
    }
    if ((done + CHUNK) % 100_000 === 0)
      console.log(
        `  … ${(done + CHUNK).toLocaleString("en-US")} calls loaded (load average ${loadavg()[0]?.toFixed(1)})`,
      );
  }
  return upsertMs / 1000;
}

function ranges(): PanelQuery[] {
  const out: PanelQuery[] = [];
  for (let i = 0; i < 50; i++) {
    const tz = ZONES[i % ZONES.length] ?? "UTC";
    const last = addDays(localSlot(tz, END - 1).day, -((i * 37) % 200));
    const kind = i % 4;
    const first = kind === 3 ? `${last.slice(0, 8)}01` : addDays(last, -([6, 29, 89][kind] ?? 29));
    out.push({ appId: APP, from: localMidnight(tz, first), to: localMidnight(tz, addDays(last, 1)), tz });
  }
  return out;
}

async function main() {
  // BENCH_STORE_DIR: reuse a loaded store (the run changes it) to skip minutes of loading; empty: fill it.
  const reuse = process.env.BENCH_STORE_DIR;
  const dir = reuse ?? mkdtempSync(path.join(tmpdir(), "analytics-bench-"));
  const store = openStore({ dataDir: dir });
  let t = performance.now();
  await store.ready;
  if (reuse) console.log(`opened and migrated ${dir} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const db = store.db;
  try {
    t = performance.now();
    const loadCpu = process.cpuUsage();
    const stored = await db
      .selectFrom("cs_calls")
      .select((e) => e.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    const fresh = Number(stored?.n ?? 0) === 0;
    if (fresh) await load(db, START, END, TOTAL, 1);
    const loadS = (performance.now() - t) / 1000;
    const loadCpuS = (process.cpuUsage(loadCpu).user + process.cpuUsage(loadCpu).system) / 1e6;
    if (fresh)
      console.log(
        `loaded ${TOTAL.toLocaleString("en-US")} calls through upsertCalls in ${loadS.toFixed(1)} s (${Math.round(TOTAL / loadS).toLocaleString("en-US")} calls/s; CPU ${loadCpuS.toFixed(1)} s = ${Math.round(TOTAL / loadCpuS).toLocaleString("en-US")} calls per CPU-second; load average ${load1()})`,
      );

    t = performance.now();
    const duck = await loadDuck(db);
    console.log(
      `copied the raw rows into DuckDB (appender) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const reader = openSqliteReader(path.join(dir, "dashboard.db"));
    const opts = { parallel: reader };
    const qs = ranges();
    for (const q of qs.slice(0, 3)) await panel(db, q, opts); // warm caches and statements
    const ours: number[] = [];
    const theirs: number[] = [];
    // CPU time as well as wall time: on a shared machine the wall clock mostly measures the neighbours.
    const oursCpu: number[] = [];
    const theirsCpu: number[] = [];
    const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
    let identical = 0;
    for (const q of qs) {
      let s = performance.now();
      let c = process.cpuUsage();
      const a = await panel(db, q, opts);
      ours.push(performance.now() - s);
      oursCpu.push(cpuMs(process.cpuUsage(c)));
      s = performance.now();
      c = process.cpuUsage();
      const b = await duckPanel(duck, q);
      theirs.push(performance.now() - s);
      theirsCpu.push(cpuMs(process.cpuUsage(c)));
      if (isDeepStrictEqual(a, b)) identical++;
      else console.log(`MISMATCH for ${JSON.stringify(q)}`);
    }
    const p95 = pct(ours, 95);
    const duck95 = pct(theirs, 95);
    console.log(
      `panel from rollups: p50 ${ms(pct(ours, 50))}, p95 ${ms(p95)} over ${qs.length} ranges (target ≤ 25 ms)`,
    );
    console.log(`panel in DuckDB:    p50 ${ms(pct(theirs, 50))}, p95 ${ms(duck95)}`);
    console.log(
      `ratio DuckDB/ours (wall): p95 ${(duck95 / p95).toFixed(1)}×, p50 ${(pct(theirs, 50) / pct(ours, 50)).toFixed(1)}× (target ≥ 10×)`,
    );
    const perRange = ours.map((o, i) => (theirs[i] ?? 0) / o);
    console.log(
      `ratio per range, interleaved (wall): median ${pct(perRange, 50).toFixed(1)}×, worst ${Math.min(...perRange).toFixed(1)}×`,
    );
    console.log(
      `CPU time per panel: ours p50 ${ms(pct(oursCpu, 50))} p95 ${ms(pct(oursCpu, 95))}; DuckDB p50 ${ms(pct(theirsCpu, 50))} p95 ${ms(pct(theirsCpu, 95))} (DuckDB's worker threads included); CPU ratio p95 ${(pct(theirsCpu, 95) / pct(oursCpu, 95)).toFixed(1)}×`,
    );
    console.log(`load average during the run: ${load1()}`);
    console.log(`identical panels: ${identical}/${qs.length}`);

    if (process.env.BENCH_PANEL_ONLY) {
      await reader.destroy();
      duck.closeSync();
      return;
    }
    // The rollups move in the upsert's transaction, so freshness is one panel's time after each commit.
    const q: PanelQuery = { appId: APP, from: END - 7 * 86_400, to: END, tz: "UTC" };
    const before = (await panel(db, q, opts)).kpis.calls.value ?? 0;
    let expected = before;
    const seen: number[] = [];
    let stale = 0;
    t = performance.now();
    const upsertS = await load(db, q.from, q.to, FRESH, 9_000_000, async (n) => {
      expected += n;
      const s = performance.now();
      const p = await panel(db, q, opts);
      seen.push(performance.now() - s);
      if (p.kpis.calls.value !== expected) stale++;
    });
    const totalS = (performance.now() - t) / 1000;
    const after = (await panel(db, q, opts)).kpis.calls.value ?? 0;
    console.log(
      `${FRESH.toLocaleString("en-US")} new calls: upserted at ${Math.round(FRESH / upsertS).toLocaleString("en-US")} calls/s (${upsertS.toFixed(1)} s in upsertCalls, ${totalS.toFixed(1)} s with a panel after every batch of ${BATCH})`,
    );
    console.log(
      `commit → panel including the batch: p50 ${ms(pct(seen, 50))}, max ${ms(Math.max(...seen))} over ${seen.length} batches (target < 1 s); panels missing a committed batch: ${stale}; calls in range ${before} → ${after} (+${after - before}); load average ${load1()}`,
    );
    await reader.destroy();
    duck.closeSync();
  } finally {
    await db.destroy();
    if (!reuse) rmSync(dir, { recursive: true, force: true });
  }
}

runBench(main);
