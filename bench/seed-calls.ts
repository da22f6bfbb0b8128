// `npm run bench:seed`: calls/s seeding 100k then 1M calls; a rate ratio near 1 means linear scaling.
// Target: 1M < 60 s.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createAppRecord } from "../sandbox/src/core/apps";
import { openForSeeding } from "../sandbox/src/seed/run";
import { seedApp } from "../sandbox/src/seed/seed";

const ANCHOR = 1_795_000_000;

function bench(calls: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "seed-bench-"));
  try {
    const db = openForSeeding(dir);
    const { app } = createAppRecord(db, { id: "benchapp", name: "Bench", region: "us" }, ANCHOR);
    let callsStartedAt = 0;
    let cpuAtCalls = process.cpuUsage();
    const started = performance.now();
    const summary = seedApp(db, {
      appId: app.id,
      region: "us",
      users: 1000,
      groups: 50,
      messages: 0,
      calls,
      days: 30,
      seed: 42,
      anchor: ANCHOR,
      ongoing: true,
      publicUrl: "http://127.0.0.1:4100",
      onProgress: (step) => {
        if (step !== "messages") return;
        callsStartedAt = performance.now();
        cpuAtCalls = process.cpuUsage();
      },
    });
    const ended = performance.now();
    const cpu = process.cpuUsage(cpuAtCalls);
    db.close();
    const callSeconds = (ended - callsStartedAt) / 1000;
    const sizeMb = statSync(path.join(dir, "sandbox.db")).size / 1e6;
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    return { calls: summary.calls, callSeconds, cpuSeconds, totalSeconds: (ended - started) / 1000, sizeMb };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(label: string, r: ReturnType<typeof bench>) {
  const rate = Math.round(r.calls / r.callSeconds);
  console.log(
    `${label}: ${r.calls.toLocaleString("en")} calls in ${r.callSeconds.toFixed(1)} s ` +
      `(${rate.toLocaleString("en")} calls/s; CPU ${r.cpuSeconds.toFixed(1)} s; whole seed ${r.totalSeconds.toFixed(1)} s; ` +
      `store ${r.sizeMb.toFixed(0)} MB)`,
  );
  return rate;
}

// Other processes share the CPUs: the load average says how much of the machine this run had.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
console.log(`${cpus().length} CPUs, load average ${load()}`);
const small = report("100k", bench(100_000));
const large = report("1M  ", bench(1_000_000));
console.log(`ratio of rates 1M/100k: ${(large / small).toFixed(2)} (load average now ${load()})`);
