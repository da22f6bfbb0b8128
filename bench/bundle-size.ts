// `npm run bench:bundle-size`: gzip bytes of the calls page's first-load JS vs the bare Next page built in
// this run with the same next/react. Target: calls ≤ 1.35 × bare.
import { buildBareApp, routeChunks } from "./support/bare-app";
import { ensureDashboardBuild } from "./support/build";

const TARGET = 1.35;

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const sum = (xs: { gzip: number }[]) => xs.reduce((a, b) => a + b.gzip, 0);

function main() {
  ensureDashboardBuild();
  const calls = routeChunks(".", "/calls");
  const detail = routeChunks(".", "/calls/[sessionId]");
  const bareApp = buildBareApp();
  try {
    const bare = routeChunks(bareApp.dir, "/");
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
    bareApp.remove();
  }
}

main();
