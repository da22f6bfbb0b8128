/**
 * The dashboard's production build the benchmarks measure: built here when `.next` has none, or one older
 * than a file it compiles, so a bench never measures stale code and still runs as one command.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "package-lock.json",
];

/** The newest modification time (ms) among the files `next build` reads; tests beside modules do not count. */
function newestSource(): number {
  let newest = 0;
  for (const entry of SOURCES) {
    const stat = statSync(entry, { throwIfNoEntry: false });
    if (!stat) continue;
    const files = stat.isDirectory()
      ? readdirSync(entry, { recursive: true, withFileTypes: true })
          .filter((f) => f.isFile() && !f.name.endsWith(".test.ts"))
          .map((f) => path.join(f.parentPath, f.name))
      : [entry];
    for (const f of files) newest = Math.max(newest, statSync(f).mtimeMs);
  }
  return newest;
}

/** Runs `next build` unless `.next` holds a build newer than every source file. */
export function ensureDashboardBuild() {
  const built = statSync(".next/BUILD_ID", { throwIfNoEntry: false })?.mtimeMs;
  if (built !== undefined && built >= newestSource()) return;
  console.log(
    built === undefined ? "no production build: building…" : "sources changed since the build: rebuilding…",
  );
  execFileSync(path.resolve("node_modules/.bin/next"), ["build"], { stdio: ["ignore", "ignore", "inherit"] });
}
