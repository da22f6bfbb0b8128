import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { latestSourceChange } from "./lib/sources";

/**
 * `npm test`: every check, one phase after another, then a table of each phase's time.
 * `npm test -- unit e2e` runs only the phases named.
 */
const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

interface Phase {
  name: string;
  run: () => string[] | undefined;
}

function buildIsCurrent() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  return existsSync(buildId) && statSync(buildId).mtimeMs >= latestSourceChange(root);
}

const PHASES: Phase[] = [
  { name: "lint", run: () => [bin("biome"), "check", "."] },
  { name: "typecheck", run: () => [bin("tsc"), "--noEmit", "-p", "tsconfig.json"] },
  { name: "unit", run: () => [bin("vitest"), "run"] },
  // Turbopack keeps its cache in .next/cache; a build newer than every source is used as it is.
  { name: "build", run: () => (buildIsCurrent() ? undefined : [bin("next"), "build"]) },
  { name: "e2e", run: () => [bin("playwright"), "test"] },
];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

function table(rows: { name: string; seconds: number; outcome: string }[]) {
  const total = rows.reduce((s, r) => s + r.seconds, 0);
  const line = (a: string, b: string, c: string) => `  ${a.padEnd(10)} ${b.padStart(9)}  ${c}`;
  console.log("\nnpm test, phase by phase:");
  console.log(line("phase", "time", "outcome"));
  for (const r of rows) console.log(line(r.name, `${r.seconds.toFixed(1)} s`, r.outcome));
  console.log(line("total", `${(total / 60).toFixed(1)} min`, `load average ${load()} (1, 5, 15 min)`));
}

function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((n) => !PHASES.some((p) => p.name === n));
  if (unknown.length) {
    console.error(`unknown phase ${unknown.join(", ")}; phases: ${PHASES.map((p) => p.name).join(", ")}`);
    process.exit(2);
  }
  const rows: { name: string; seconds: number; outcome: string }[] = [];
  console.log(`[test] load average at the start: ${load()}`);
  for (const phase of PHASES.filter((p) => !only.length || only.includes(p.name))) {
    const started = performance.now();
    const command = phase.run();
    if (!command) {
      rows.push({ name: phase.name, seconds: 0, outcome: "skipped: up to date" });
      continue;
    }
    console.log(`\n[test] ${phase.name}: ${command.map((c) => path.basename(c)).join(" ")}`);
    const [cmd, ...args] = command as [string, ...string[]];
    const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
    const seconds = (performance.now() - started) / 1000;
    const ok = res.status === 0;
    rows.push({
      name: phase.name,
      seconds,
      outcome: ok ? "passed" : `FAILED (exit ${res.status ?? res.signal})`,
    });
    if (!ok) {
      table(rows);
      process.exit(res.status || 1);
    }
  }
  table(rows);
}

main();
