/**
 * `npm run bench:lighthouse`: Lighthouse scores of the signed-in calls page on the production dashboard,
 * desktop and mobile (the default, throttled mobile profile), driven in /usr/bin/chromium. Targets:
 * performance 100 on desktop, at least 97 on mobile. Needs `npx next build`.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startStack } from "./support/stack";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function main() {
  const stack = await startStack({ calls: 5_000 });
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const url = `${stack.dashboardUrl}/calls`;
    const flags = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: [...CATEGORIES],
      extraHeaders: { Cookie: stack.cookie },
    };
    // One unmeasured load warms the server's caches and the route's first compile of its data path.
    await fetch(url, { headers: { cookie: stack.cookie } }).then((r) => r.text());
    for (const [name, config] of [
      ["desktop", desktopConfig],
      ["mobile", undefined],
    ] as const) {
      const scores: Record<string, number[]> = {};
      const metrics: Record<string, number[]> = { LCP: [], TBT: [], CLS: [], FCP: [] };
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, flags, config);
        const lhr = result?.lhr;
        if (!lhr) throw new Error("Lighthouse gave no result");
        if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.includes("/calls")) {
          throw new Error(`the page redirected to ${lhr.finalDisplayedUrl}: the cookie did not sign in`);
        }
        for (const c of CATEGORIES) {
          scores[c] = [...(scores[c] ?? []), Math.round((lhr.categories[c]?.score ?? 0) * 100)];
        }
        const a = lhr.audits;
        metrics.LCP?.push(a["largest-contentful-paint"]?.numericValue ?? Number.NaN);
        metrics.TBT?.push(a["total-blocking-time"]?.numericValue ?? Number.NaN);
        metrics.CLS?.push(a["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
        metrics.FCP?.push(a["first-contentful-paint"]?.numericValue ?? Number.NaN);
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? Number.NaN;
      const perf = median(scores.performance ?? []);
      const target = name === "desktop" ? 100 : 97;
      console.log(`${name} (median of ${RUNS}):`);
      for (const c of CATEGORIES)
        console.log(`  ${c.padEnd(15)} ${median(scores[c] ?? [])}  (runs ${scores[c]?.join(", ")})`);
      console.log(
        `  LCP ${median(metrics.LCP ?? []).toFixed(0)} ms, FCP ${median(metrics.FCP ?? []).toFixed(0)} ms, TBT ${median(metrics.TBT ?? []).toFixed(0)} ms, CLS ${median(metrics.CLS ?? []).toFixed(3)}`,
      );
      console.log(
        `  target performance ${name === "desktop" ? "= 100" : "≥ 97"}: ${perf >= target ? "met" : "NOT met"}`,
      );
    }
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
