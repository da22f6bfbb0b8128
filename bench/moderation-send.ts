/**
 * Rule evaluation's cost on sending a message: the sandbox's POST /messages, in process, with no rule in
 * force against one rule over a 1,000-keyword list. Runs
 * alternate in rounds so drift hits both alike. Target: the rules add at most 10 % to the median latency.
 */
import { performance } from "node:perf_hooks";
import { createSandboxApp } from "../sandbox/src/app";
import { createAppRecord } from "../sandbox/src/core/apps";
import { openDb } from "../sandbox/src/db/open";
import type { Deps } from "../sandbox/src/deps";
import { RateLimiter } from "../sandbox/src/http/rate-limit";

const SENDS = Number(process.env.BENCH_SENDS ?? 2000);
const ROUNDS = 5;
const KEYWORDS = 1000;

function sandbox(withRules: boolean) {
  const db = openDb(":memory:");
  const deps: Deps = {
    db,
    config: { mgmtKey: "k", mgmtSecret: "s", publicUrl: "http://127.0.0.1" },
    now: () => Date.now(),
    limiter: new RateLimiter({ core: 1e9, standard: 1e9 }),
    kickOutbox: () => {},
  };
  const { app, keys } = createAppRecord(
    db,
    { id: withRules ? "rules" : "plain", name: "bench", region: "us" },
    1,
  );
  const hono = createSandboxApp(deps);
  const key = keys[0]?.api_key ?? "";
  const call = async (method: string, path: string, body: unknown, onBehalfOf?: string) => {
    const res = await hono.request(`/us/${app.id}/api/v3${path}`, {
      method,
      headers: { apikey: key, "content-type": "application/json", ...(onBehalfOf ? { onBehalfOf } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return { call };
}

async function setUp(withRules: boolean) {
  const s = sandbox(withRules);
  await s.call("POST", "/users", { uid: "alice", name: "Alice" });
  await s.call("POST", "/users", { uid: "bob", name: "Bob" });
  if (withRules) {
    // The keyword operations take a form or, as here, the same fields as JSON.
    await s.call("POST", "/moderation/keywords", {
      id: "big-list",
      category: "word",
      searchTerms: Array.from({ length: KEYWORDS }, (_, i) => `badword${i}`).join(","),
    });
    await s.call("POST", "/moderation/rules", {
      id: "big",
      name: "1,000 keywords",
      enabled: true,
      action: ["blockMessage"],
      conditions: [
        { operand: "text", operator: "contains", isKeywordsReferencePresent: true, value: ["big-list"] },
      ],
    });
  }
  return s;
}

const TEXT = "Hello Bob, are we still on for the design review tomorrow at ten? I will bring the notes.";

async function timeSends(s: ReturnType<typeof sandbox>, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await s.call(
      "POST",
      "/messages",
      {
        receiver: "bob",
        receiverType: "user",
        category: "message",
        type: "text",
        data: { text: `${TEXT} #${i}` },
      },
      "alice",
    );
    out.push(performance.now() - t);
  }
  return out;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

async function main() {
  const plain = await setUp(false);
  const ruled = await setUp(true);
  await timeSends(plain, 200);
  await timeSends(ruled, 200);
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    a.push(...(await timeSends(plain, SENDS / ROUNDS)));
    b.push(...(await timeSends(ruled, SENDS / ROUNDS)));
  }
  const ratio = quantile(b, 0.5) / quantile(a, 0.5);
  const fmt = (xs: number[]) =>
    `median ${quantile(xs, 0.5).toFixed(3)} ms, p95 ${quantile(xs, 0.95).toFixed(3)} ms`;
  console.log(
    `sends per side: ${a.length}; load average ${(await import("node:os")).loadavg()[0]?.toFixed(2)}`,
  );
  console.log(`no rules:                     ${fmt(a)}`);
  console.log(`1 rule, ${KEYWORDS} keywords: ${fmt(b)}`);
  console.log(`median ratio ${ratio.toFixed(3)} (target ≤ 1.10: ${ratio <= 1.1 ? "met" : "NOT met"})`);
}

await main();
