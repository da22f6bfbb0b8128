// `npm run bench:page-flip-browser`: click-to-painted-page time of a calls page flip in Chromium (4× CPU
// throttling), dashboard vs the bare TanStack app (`bench/bare-calls/`) in alternating blocks; each reload
// empties the client cache and its first WARMUP flips are not counted. Target: p95(ours) ≤ 1.3 × p95(bare).
import type { Browser, Locator, Page } from "@playwright/test";
import { DEFAULT_CALL_PAGE_SIZE } from "@/lib/inputs/calls-options";
import { type BareServer, buildBareApp, serveBareApp } from "./support/bare-app";
import { launchChromium, signedInContext } from "./support/browser";
import { percentile, runBench, type Stack, startStack } from "./support/stack";

const FLIPS = Number(process.env.BENCH_FLIPS ?? 60);
const CYCLE = 20;
const WARMUP = 2;
const THROTTLE = 4;
const TARGET = 1.3;
const CALLS = 20_000;
const PER_PAGE = DEFAULT_CALL_PAGE_SIZE;
const TABLE = "Calls, newest first";
const FLIP_TIMEOUT_MS = 30_000;
const FIRST_RENDER_TIMEOUT_MS = 60_000;

type PageIds = { first: string; last: string };

interface Subject {
  name: string;
  url: string;
  page: Page;
  sample: Flip[];
  firstFlips: Flip[];
}

type Flip = { total: number; requestStart: number; responseEnd: number };
type FlipWindow = { __benchFlip?: Promise<Flip> };

// Sent to the page as source text, so no named inner functions.
function armFlip(o: PageIds & { table: string; rows: number; timeoutMs: number }) {
  performance.clearResourceTimings();
  (window as FlipWindow).__benchFlip = new Promise<Flip>((resolve, reject) => {
    let clickedAt = -1;
    let done = false;
    addEventListener(
      "click",
      () => {
        clickedAt = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (done || clickedAt < 0) return;
      let body: HTMLTableSectionElement | undefined;
      for (const t of document.querySelectorAll("table")) {
        const labelledBy = t.getAttribute("aria-labelledby");
        const name =
          t.getAttribute("aria-label") ??
          (labelledBy ? document.getElementById(labelledBy)?.textContent : t.caption?.textContent);
        if (name?.trim() === o.table) body = t.tBodies[0];
      }
      const rows = body?.rows;
      if (!rows || rows.length !== o.rows) return;
      const firstHref = rows[0]?.querySelector("a[href]")?.getAttribute("href") ?? "";
      const lastHref = rows[rows.length - 1]?.querySelector("a[href]")?.getAttribute("href") ?? "";
      if (!firstHref.endsWith(`/${encodeURIComponent(o.first)}`)) return;
      if (!lastHref.endsWith(`/${encodeURIComponent(o.last)}`)) return;
      done = true;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const total = performance.now() - clickedAt;
          let requestStart = Number.POSITIVE_INFINITY;
          let responseEnd = Number.NEGATIVE_INFINITY;
          for (const e of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
            if (e.initiatorType !== "fetch" || e.startTime < clickedAt) continue;
            requestStart = Math.min(requestStart, e.startTime - clickedAt);
            responseEnd = Math.max(responseEnd, e.responseEnd - clickedAt);
          }
          if (responseEnd < 0) requestStart = responseEnd = Number.NaN;
          resolve({ total, requestStart, responseEnd });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    setTimeout(() => {
      if (done) return;
      observer.disconnect();
      reject(new Error(`the rows of the next page (${o.first} … ${o.last}) did not appear`));
    }, o.timeoutMs);
  });
}

const rowsOf = (page: Page): Locator => page.getByRole("table", { name: TABLE }).locator("tbody tr");

async function pageIds(stack: Stack, n: number): Promise<PageIds> {
  const { sandbox } = stack;
  const res = await fetch(
    `${sandbox.url}/${sandbox.region}/${sandbox.appId}/call/v3/calls?page=${n}&perPage=${PER_PAGE}`,
    { headers: { apikey: sandbox.apiKey, accept: "application/json" } },
  );
  if (!res.ok) throw new Error(`the sandbox's calls page ${n}: ${res.status}`);
  const { data } = (await res.json()) as { data: { sessionId: string }[] };
  const first = data[0]?.sessionId;
  const last = data[data.length - 1]?.sessionId;
  if (data.length !== PER_PAGE || !first || !last) throw new Error(`the sandbox's calls page ${n} is short`);
  return { first, last };
}

async function flip(page: Page, ids: PageIds): Promise<Flip> {
  await page.evaluate(armFlip, { ...ids, table: TABLE, rows: PER_PAGE, timeoutMs: FLIP_TIMEOUT_MS });
  await page.getByRole("button", { name: "Next page" }).click();
  return page.evaluate(() => (window as FlipWindow).__benchFlip as Promise<Flip>);
}

async function cycle(s: Subject, ids: PageIds[]) {
  await s.page.goto(s.url);
  const cdp = await s.page.context().newCDPSession(s.page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  const first = ids[0] as PageIds;
  await s.page.waitForFunction(
    (id) => document.querySelector(`tbody a[href$="/${CSS.escape(encodeURIComponent(id))}"]`) !== null,
    first.first,
  );
  // A slow first render (a cold server, a busy machine) may still be settling: hydration can draw the rows
  // again after the server's HTML showed them. Wait for the full page, within a bound.
  await rowsOf(s.page)
    .nth(PER_PAGE - 1)
    .waitFor({ timeout: FIRST_RENDER_TIMEOUT_MS })
    .catch(() => undefined);
  const shown = await rowsOf(s.page).count();
  if (shown !== PER_PAGE) throw new Error(`${s.name} shows ${shown} rows, not ${PER_PAGE}`);
  for (let k = 1; k <= CYCLE; k++) {
    const ms = await flip(s.page, ids[k] as PageIds);
    if (k === 1) s.firstFlips.push(ms);
    else if (k > WARMUP) s.sample.push(ms);
  }
  await cdp.detach();
}

async function main() {
  const bareApp = buildBareApp({ calls: true });
  let stack: Stack | undefined;
  let bare: BareServer | undefined;
  let browser: Browser | undefined;
  try {
    stack = await startStack({ calls: CALLS });
    const { sandbox } = stack;
    bare = await serveBareApp(bareApp, {
      BARE_CALLS_URL: `${sandbox.url}/${sandbox.region}/${sandbox.appId}/call/v3/calls`,
      BARE_API_KEY: sandbox.apiKey,
    });
    const ids: PageIds[] = [];
    for (let n = 1; n <= CYCLE + 1; n++) ids.push(await pageIds(stack, n));

    browser = await launchChromium();
    const signedIn = await signedInContext(browser, stack);
    const dashboard: Subject = {
      name: "dashboard /calls",
      url: `${stack.dashboardUrl}/calls`,
      page: await signedIn.newPage(),
      sample: [],
      firstFlips: [],
    };
    const peer: Subject = {
      name: "bare page /calls",
      url: `${bare.url}/calls`,
      page: await (await browser.newContext()).newPage(),
      sample: [],
      firstFlips: [],
    };
    const cycles = Math.ceil(FLIPS / (CYCLE - WARMUP));
    // Alternating blocks (A B B A …): a drift in the machine's load falls on both alike.
    for (let c = 0; c < cycles; c++) {
      for (const s of c % 2 === 0 ? [dashboard, peer] : [peer, dashboard]) await cycle(s, ids);
    }

    const fmt = (n: number) => n.toFixed(1).padStart(7);
    const totals = (s: Subject) => s.sample.map((f) => f.total);
    console.log(
      `calls page flip in Chromium, ${THROTTLE}× CPU throttling, ${PER_PAGE} rows a page over ${CALLS.toLocaleString("en-US")} calls`,
    );
    console.log(
      `${dashboard.sample.length} flips each (${cycles} loads × ${CYCLE - WARMUP}, after ${WARMUP} unmeasured per load); click → new rows painted:`,
    );
    for (const s of [peer, dashboard]) {
      const t = totals(s);
      console.log(
        `  ${s.name.padEnd(18)} p50 ${fmt(percentile(t, 50))} ms   p95 ${fmt(percentile(t, 95))} ms   max ${fmt(Math.max(...t))} ms   first flip after a load, median ${fmt(
          percentile(
            s.firstFlips.map((f) => f.total),
            50,
          ),
        )} ms`,
      );
    }
    console.log(
      "medians of the parts: click → request sent | request (network + server) | response → painted",
    );
    for (const s of [peer, dashboard]) {
      const part = (f: (x: Flip) => number) => fmt(percentile(s.sample.map(f), 50));
      console.log(
        `  ${s.name.padEnd(18)} ${part((f) => f.requestStart)} ms | ${part((f) => f.responseEnd - f.requestStart)} ms | ${part((f) => f.total - f.responseEnd)} ms`,
      );
    }
    const p95d = percentile(totals(dashboard), 95);
    const p95b = percentile(totals(peer), 95);
    const ratio = p95d / p95b;
    console.log(
      `ratio p50 dashboard/bare: ${(percentile(totals(dashboard), 50) / percentile(totals(peer), 50)).toFixed(2)}×`,
    );
    console.log(
      `ratio p95 dashboard/bare: ${ratio.toFixed(2)}× (target ≤ ${TARGET}×: ${ratio <= TARGET ? "met" : "NOT met"})`,
    );
  } finally {
    await browser?.close();
    await bare?.stop();
    await stack?.stop();
    bareApp.remove();
  }
}

runBench(main);
