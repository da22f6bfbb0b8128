import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const WATCHED = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package.json",
  "postcss.config.mjs",
];

/** Tests beside the code are not part of the build: editing one must not make a build look stale. */
const NOT_BUILT = /\.test\.tsx?$/;

/** When the newest file the build is made of changed. */
export function latestSourceChange(root: string): number {
  let latest = 0;
  const visit = (p: string) => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) for (const e of readdirSync(p)) visit(path.join(p, e));
    else if (!NOT_BUILT.test(p)) latest = Math.max(latest, st.mtimeMs);
  };
  for (const w of WATCHED) visit(path.join(root, w));
  return latest;
}
