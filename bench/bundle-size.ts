/**
 * `npm run bench:bundle-size`: gzip size of the JavaScript the calls page ships on first load, against a bare
 * Next page built in this run (a minimal app in a temp dir with the same next/react, node_modules linked).
 * Reads `.next/diagnostics/route-bundle-stats.json` of both builds. Prints the ratio against the 1.25× target.
 * Needs a production build of the dashboard (`npx next build`).
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface RouteStats {
  route: string;
  firstLoadChunkPaths: string[];
}

const TARGET = 1.25;

/** Gzip bytes of each first-load chunk of `route` in the build at `root`. */
function routeChunks(root: string, route: string): { file: string; gzip: number }[] {
  const stats = JSON.parse(
    readFileSync(path.join(root, ".next/diagnostics/route-bundle-stats.json"), "utf8"),
  ) as RouteStats[];
  const hit = stats.find((s) => s.route === route);
  if (!hit) throw new Error(`no route ${route} in ${root}/.next/diagnostics/route-bundle-stats.json`);
  return hit.firstLoadChunkPaths
    .filter((p) => p.endsWith(".js"))
    .map((p) => ({ file: p, gzip: gzipSync(readFileSync(path.join(root, p)), { level: 9 }).length }));
}

/** Builds the smallest App Router app with this project's next and react; answers its directory. */
function buildBareApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "bare-next-"));
  mkdirSync(path.join(dir, "app"));
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "bare", private: true, type: "module" }),
  );
  writeFileSync(
    path.join(dir, "app/layout.tsx"),
    `export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(
    path.join(dir, "app/page.tsx"),
    `export default function Page() {\n  return <h1>Bare</h1>;\n}\n`,
  );
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        jsx: "react-jsx",
        strict: true,
        module: "esnext",
        moduleResolution: "bundler",
        skipLibCheck: true,
      },
    }),
  );
  // node_modules is a symlink to this project's; Turbopack resolves only inside its root, so widen the root.
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    'export default { typescript: { ignoreBuildErrors: true }, turbopack: { root: "/" } };\n',
  );
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  execFileSync(path.resolve("node_modules/.bin/next"), ["build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return dir;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const sum = (xs: { gzip: number }[]) => xs.reduce((a, b) => a + b.gzip, 0);

function main() {
  if (!existsSync(".next/diagnostics/route-bundle-stats.json")) {
    throw new Error("no production build with diagnostics here: run `npx next build` first");
  }
  const calls = routeChunks(".", "/calls");
  const detail = routeChunks(".", "/calls/[sessionId]");
  const bareDir = buildBareApp();
  try {
    const bare = routeChunks(bareDir, "/");
    const c = sum(calls);
    const b = sum(bare);
    console.log(`bare Next page (/):          ${kib(b)} gzip in ${bare.length} chunks`);
    console.log(`calls page (/calls):         ${kib(c)} gzip in ${calls.length} chunks`);
    console.log(`call detail (/calls/[id]):   ${kib(sum(detail))} gzip in ${detail.length} chunks`);
    console.log(
      `ratio calls/bare: ${(c / b).toFixed(3)}× (target ≤ ${TARGET}×: ${c / b <= TARGET ? "met" : "NOT met"})`,
    );
    console.log("largest chunks of /calls:");
    for (const ch of [...calls].sort((x, y) => y.gzip - x.gzip).slice(0, 8)) {
      console.log(`  ${kib(ch.gzip).padStart(10)}  ${ch.file}`);
    }
  } finally {
    rmSync(bareDir, { recursive: true, force: true });
  }
}

main();
