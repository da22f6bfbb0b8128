// `npm run bench:lighthouse`: median of 5 Lighthouse runs (BENCH_RUNS) of /calls, /users, /analytics and the
// bare Next page, desktop and throttled mobile, round-robin so load drift hits all alike.
// Targets: performance 100 on desktop; on mobile, within 3 points of the bare page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { buildBareApp, serveBareApp } from "./support/bare-app";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/browser";
import { runBench, startStack } from "./support/stack";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  LCP: "largest-contentful-paint",
  FCP: "first-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
} as const;
const PAGES = ["/calls", "/users", "/analytics"];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DESKTOP_TARGET = 100;
const MOBILE_MARGIN = 3;

type Figure = (typeof CATEGORIES)[number] | keyof typeof METRICS;
type Runs = Record<Figure, number[]>;
interface Target {
  name: string;
  url: string;
  cookie?: string;
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? Number.NaN;
const emptyRuns = (): Runs =>
  Object.fromEntries([...CATEGORIES, ...Object.keys(METRICS)].map((k) => [k, []])) as unknown as Runs;

async function score(port: number, t: Target, config: typeof desktopConfig | undefined, into: Runs) {
  const result = await lighthouse(
    t.url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...(t.cookie ? { extraHeaders: { Cookie: t.cookie } } : {}),
    },
    config,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${t.url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not score ${t.url}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(t.url).pathname) {
    throw new Error(`${t.url} ended at ${lhr.finalDisplayedUrl}: was the cookie not signed in?`);
  }
  for (const c of CATEGORIES) into[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
  for (const [k, id] of Object.entries(METRICS) as [keyof typeof METRICS, string][]) {
    into[k].push(lhr.audits[id]?.numericValue ?? Number.NaN);
  }
}

function printPreset(name: string, targets: Target[], runs: Map<string, Runs>) {
  console.log(`\n${name}, median of ${RUNS} (performance runs in brackets):`);
  console.log(
    `  ${"page".padEnd(16)} ${"perf".padStart(4)}  ${"runs".padEnd(22)} a11y   bp  seo   LCP ms  FCP ms  TBT ms    CLS`,
  );
  for (const t of targets) {
    const r = runs.get(t.name) ?? emptyRuns();
    const m = (f: Figure) => median(r[f]);
    console.log(
      `  ${t.name.padEnd(16)} ${String(m("performance")).padStart(4)}  ${`(${r.performance.join(", ")})`.padEnd(22)} ${String(m("accessibility")).padStart(4)} ${String(m("best-practices")).padStart(4)} ${String(m("seo")).padStart(4)} ${m("LCP").toFixed(0).padStart(8)} ${m("FCP").toFixed(0).padStart(7)} ${m("TBT").toFixed(0).padStart(7)} ${m("CLS").toFixed(3).padStart(6)}`,
    );
  }
}

async function main() {
  const bareApp = buildBareApp();
  const stack = await startStack({ calls: 5_000 });
  const cleanup: (() => Promise<void> | void)[] = [() => stack.stop(), () => bareApp.remove()];
  try {
    const bare = await serveBareApp(bareApp);
    cleanup.unshift(() => bare.stop());
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    cleanup.unshift(() => chrome.kill());
    const targets: Target[] = [
      { name: "bare Next page", url: `${bare.url}/` },
      ...PAGES.map((p) => ({ name: p, url: `${stack.dashboardUrl}${p}`, cookie: stack.cookie })),
    ];
    for (const t of targets) {
      const res = await fetch(t.url, { headers: t.cookie ? { cookie: t.cookie } : {}, redirect: "manual" });
      await res.text();
      if (res.status !== 200) throw new Error(`${t.url} answered ${res.status}`);
    }
    const verdict: string[] = [];
    const byPreset = new Map<string, Map<string, Runs>>();
    for (const [preset, config] of [
      ["desktop", desktopConfig],
      ["mobile", undefined],
    ] as const) {
      const runs = new Map(targets.map((t) => [t.name, emptyRuns()]));
      for (let i = 0; i < RUNS; i++) {
        // Each round starts one page later, so no page always runs first (on the coldest browser).
        for (let j = 0; j < targets.length; j++) {
          const t = targets[(i + j) % targets.length] as Target;
          await score(chrome.port, t, config, runs.get(t.name) as Runs);
        }
      }
      byPreset.set(preset, runs);
      printPreset(preset, targets, runs);
    }
    const perf = (preset: string, name: string) => median(byPreset.get(preset)?.get(name)?.performance ?? []);
    const bareMobile = perf("mobile", "bare Next page");
    console.log(`\nperformance, median of ${RUNS}:`);
    console.log(
      `  | page | desktop | desktop target ${DESKTOP_TARGET} | mobile | bare mobile | mobile target ≥ ${bareMobile - MOBILE_MARGIN} |`,
    );
    console.log("  |---|---|---|---|---|---|");
    for (const p of PAGES) {
      const d = perf("desktop", p);
      const m = perf("mobile", p);
      const dOk = d >= DESKTOP_TARGET;
      const mOk = m >= bareMobile - MOBILE_MARGIN;
      if (!dOk || !mOk) verdict.push(p);
      console.log(
        `  | ${p} | ${d} | ${dOk ? "met" : "NOT met"} | ${m} | ${bareMobile} | ${mOk ? "met" : "NOT met"} |`,
      );
    }
    console.log(`  bare Next page: desktop ${perf("desktop", "bare Next page")}, mobile ${bareMobile}`);
    console.log(verdict.length ? `targets NOT met on ${verdict.join(", ")}` : "all targets met");
  } finally {
    for (const f of cleanup) await f();
  }
}

runBench(main);
