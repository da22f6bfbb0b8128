/**
 * Rule evaluation's cost on sending a message: the sandbox's POST /messages, in process, with no rule in
 * force against one rule over a 1,000-keyword list. Runs
 * alternate in rounds so drift hits both alike. Target: the rules add at most 10 % to the median latency.
 */
import { performance } from "node:perf_hooks";
import { inProcessChat } from "./support/in-process-chat";

const SENDS = Number(process.env.BENCH_SENDS ?? 2000);
const ROUNDS = 5;
const KEYWORDS = 1000;

async function setUp(withRules: boolean) {
  const s = { call: await inProcessChat(withRules ? "rules" : "plain") };
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

async function timeSends(s: Awaited<ReturnType<typeof setUp>>, n: number): Promise<number[]> {
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
