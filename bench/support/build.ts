import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { latestSourceChange } from "../../scripts/lib/sources";

export function ensureDashboardBuild() {
  const built = statSync(".next/BUILD_ID", { throwIfNoEntry: false })?.mtimeMs;
  if (built !== undefined && built >= latestSourceChange(process.cwd())) return;
  console.log(
    built === undefined ? "no production build: building…" : "sources changed since the build: rebuilding…",
  );
  execFileSync(path.resolve("node_modules/.bin/next"), ["build"], { stdio: ["ignore", "ignore", "inherit"] });
}
