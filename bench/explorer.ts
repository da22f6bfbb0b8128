// `npm run bench:explorer`: the messages explorer in Chromium (no throttling) on a seeded demo app. Three times:
// a click on a conversation in the list → its latest page painted as a transcript (target p95 ≤ 150 ms), the
// arrow key on the list → the next conversation painted (target p95 ≤ 100 ms), and a click on every other
// conversation, none of them loaded ahead as the next one down (same target as a click). Each pass reloads the
// page, so every conversation is opened once with an empty client cache; the first WARMUP opens of a pass are not
// counted.
import type { Browser, Page } from "@playwright/test";
import { launchChromium, signedInContext } from "./support/browser";
import { percentile, runBench, type Stack, startStack } from "./support/stack";

const PASSES = Number(process.env.BENCH_PASSES ?? 3);
const WARMUP = 2;
const OPEN_TARGET_MS = 150;
const NEXT_TARGET_MS = 100;
const TIMEOUT_MS = 30_000;

type OpenWindow = { __benchOpen?: Promise<number> };

// Sent to the page as source text, so no named inner functions: times from the next click or key press until
// the conversation at `index` in the list is marked open and the transcript beside it shows a page other than
// `before`'s, painted.
function armOpen(o: { index: number; before: string; timeoutMs: number }) {
  (window as OpenWindow).__benchOpen = new Promise<number>((resolve, reject) => {
    let startedAt = -1;
    let done = false;
    addEventListener(
      "click",
      () => {
        if (startedAt < 0) startedAt = performance.now();
      },
      { capture: true, once: true },
    );
    addEventListener(
      "keydown",
      () => {
        if (startedAt < 0) startedAt = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (done || startedAt < 0) return;
      const item = document.querySelectorAll("a[data-conversation]")[o.index];
      if (item?.getAttribute("aria-current") !== "page") return;
      const articles = document.querySelectorAll('[role="feed"] > article');
      const last = articles[articles.length - 1];
      const id = last
        ? ([...last.querySelectorAll("a")].find((a) => a.textContent?.startsWith("#"))?.textContent ?? "")
        : "";
      if (!id || id === o.before) return;
      done = true;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - startedAt);
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
      reject(new Error(`conversation ${o.index} of the list did not open`));
    }, o.timeoutMs);
  });
}

const items = (page: Page) => page.locator("a[data-conversation]");
const lastShown = (page: Page) =>
  page.evaluate(() => {
    const articles = document.querySelectorAll('[role="feed"] > article');
    const last = articles[articles.length - 1];
    return last
      ? ([...last.querySelectorAll("a")].find((a) => a.textContent?.startsWith("#"))?.textContent ?? "")
      : "";
  });

async function timed(page: Page, index: number, act: () => Promise<void>): Promise<number> {
  await page.evaluate(armOpen, { index, before: await lastShown(page), timeoutMs: TIMEOUT_MS });
  await act();
  return page.evaluate(() => (window as OpenWindow).__benchOpen as Promise<number>);
}

async function pass(page: Page, url: string, how: "click" | "jump" | "key", sample: number[]) {
  await page.goto(url);
  await items(page).first().waitFor();
  const count = await items(page).count();
  if (count < WARMUP + 3) throw new Error(`the list shows ${count} conversations; the bench needs more`);
  if (how !== "key") {
    // "jump" clicks every other conversation, so none was loaded ahead as the next one down the list.
    const step = how === "jump" ? 2 : 1;
    for (let i = 0; i < count; i += step) {
      const ms = await timed(page, i, () => items(page).nth(i).click());
      if (i >= WARMUP * step) sample.push(ms);
    }
  } else {
    await items(page).first().click();
    await page.locator('[role="feed"] > article').first().waitFor();
    for (let i = 1; i < count; i++) {
      await items(page)
        .nth(i - 1)
        .focus();
      const ms = await timed(page, i, () => page.keyboard.press("ArrowDown"));
      if (i > WARMUP) sample.push(ms);
    }
  }
}

async function main() {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  try {
    // The demo app's shape: people, groups, a history of messages with threads.
    stack = await startStack({ calls: 0, users: 200, groups: 10, messages: 20_000 });
    browser = await launchChromium();
    const context = await signedInContext(browser, stack);
    const page = await context.newPage();
    const url = `${stack.dashboardUrl}/messages`;
    const opened: number[] = [];
    const next: number[] = [];
    const jumped: number[] = [];
    // Alternating passes: a drift in the machine's load falls on both alike.
    for (let p = 0; p < PASSES; p++) {
      await pass(page, url, "click", opened);
      await pass(page, url, "key", next);
      await pass(page, url, "jump", jumped);
    }
    const fmt = (n: number) => n.toFixed(1).padStart(7);
    const line = (name: string, s: number[], target: number) => {
      const p95 = percentile(s, 95);
      console.log(
        `  ${name.padEnd(34)} n ${String(s.length).padStart(3)}  p50 ${fmt(percentile(s, 50))} ms  p95 ${fmt(p95)} ms  max ${fmt(Math.max(...s))} ms  target p95 ≤ ${target} ms: ${p95 <= target ? "met" : "NOT met"}`,
      );
    };
    console.log("messages explorer in Chromium, no throttling, 200 users, 10 groups, 20,000 messages");
    line("click a conversation → painted", opened, OPEN_TARGET_MS);
    line("arrow key to the next → painted", next, NEXT_TARGET_MS);
    line("click, not loaded ahead → painted", jumped, OPEN_TARGET_MS);
  } finally {
    await browser?.close();
    await stack?.stop();
  }
}

runBench(main);
