/**
 * `npm run bench:analytics`: the analytics panel at scale. Loads 1,000,000 generated calls (1,000
 * users, 50 groups, one year) into a temporary SQLite store through the same `upsertCalls` path a
 * sync uses, times the whole panel over 50 ranges (7/30/90 days and calendar months, several zones)
 * against the same panel computed by DuckDB from the raw rows, checks both agree exactly, then adds
 * 100,000 new calls and times how long until the panel shows them. Prints figures; asserts nothing
 * about time. Targets: panel p95 ≤ 25 ms and ≥ 10× faster than DuckDB. `BENCH_CALLS` overrides the size.
 */
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
import { duckPanel, loadDuck } from "./analytics-duck";

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

async function load(
  db: Parameters<typeof upsertCalls>[0],
  from: number,
  to: number,
  count: number,
  seed: number,
) {
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
    for (let i = 0; i < calls.length; i += BATCH) await upsertCalls(db, APP, calls.slice(i, i + BATCH));
    if ((done + CHUNK) % 100_000 === 0)
      console.log(`  … ${(done + CHUNK).toLocaleString("en-US")} calls loaded`);
  }
}

/** 50 ranges: each preset length ending on a varying local day, in a rotating zone. */
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
  const dir = mkdtempSync(path.join(tmpdir(), "analytics-bench-"));
  const store = openStore({ dataDir: dir });
  await store.ready;
  const db = store.db;
  try {
    let t = performance.now();
    await load(db, START, END, TOTAL, 1);
    const loadS = (performance.now() - t) / 1000;
    console.log(
      `loaded ${TOTAL.toLocaleString("en-US")} calls through upsertCalls in ${loadS.toFixed(1)} s (${Math.round(TOTAL / loadS).toLocaleString("en-US")} calls/s)`,
    );

    t = performance.now();
    const duck = await loadDuck(db);
    console.log(
      `copied the raw rows into DuckDB (appender) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const qs = ranges();
    for (const q of qs.slice(0, 3)) await panel(db, q); // warm caches and statements
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
      const a = await panel(db, q);
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
    console.log(`ratio (DuckDB p95 / ours p95): ${(duck95 / p95).toFixed(1)}× (target ≥ 10×)`);
    console.log(
      `CPU time per panel: ours p50 ${ms(pct(oursCpu, 50))} p95 ${ms(pct(oursCpu, 95))}; DuckDB p50 ${ms(pct(theirsCpu, 50))} p95 ${ms(pct(theirsCpu, 95))} (DuckDB's worker threads included)`,
    );
    console.log(
      `load average during the run: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    console.log(`identical panels: ${identical}/${qs.length}`);

    // Freshness: 100,000 new calls over the last week, then the time until the panel counts them.
    const q: PanelQuery = { appId: APP, from: END - 7 * 86_400, to: END, tz: "UTC" };
    const before = (await panel(db, q)).kpis.calls.value ?? 0;
    t = performance.now();
    await load(db, q.from, q.to, FRESH, 9_000_000);
    const after = (await panel(db, q)).kpis.calls.value ?? 0;
    const freshS = (performance.now() - t) / 1000;
    console.log(
      `${FRESH.toLocaleString("en-US")} new calls: panel reflects them after ${freshS.toFixed(1)} s (calls in range ${before} → ${after}, +${after - before})`,
    );
    duck.closeSync();
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
