/**
 * The worst a message send can cost under the pattern bounds (lib/shared/moderation/pattern.ts, PATTERN_LIMITS): the
 * sandbox's POST /messages, in process, with a 65 KB text against rule sets that fill the app's pattern budget
 * with the costliest patterns found (ones whose RE2 DFA cannot settle, so every character runs every step),
 * against the same send with no rule in force. Target: the worst send under 100 ms.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { MAX_MESSAGE_BYTES } from "../lib/schemas/messages";
import { PATTERN_LIMITS, patternError, patternSteps } from "../lib/shared/moderation/pattern";
import { inProcessChat } from "./support/in-process-chat";

const SENDS = Number(process.env.BENCH_SENDS ?? 5);
const TARGET_MS = 100;
const BUDGET = PATTERN_LIMITS.steps;

/** Patterns `make(k, i)`, each with the largest k that fits, until the budget is spent: in one rule, or one each in `rules`. */
function fill(make: (k: number, i: number) => string, rules = 1): string[][] {
  const out: string[] = [];
  let spent = 0;
  for (let i = 0; spent < BUDGET && (rules === 1 || i < rules); i++) {
    const room = rules === 1 ? BUDGET - spent : Math.floor(BUDGET / rules);
    let k: number = PATTERN_LIMITS.repeat;
    while (k > 0 && (patternError(make(k, i)) || patternSteps(make(k, i)) > room)) k--;
    if (k === 0) break;
    out.push(make(k, i));
    spent += patternSteps(make(k, i));
  }
  return rules === 1 ? [out] : out.map((p) => [p]);
}

const CONFIGS: [string, string[][]][] = [
  ["a\\pL{k}! (letters after an a, DFA cannot settle)", fill((k) => `a\\pL{${k}}!`)],
  ["a[ab]{k}!", fill((k) => `a[ab]{${k}}!`)],
  ["(?s).*a.{k}!", fill((k) => `(?s).*a.{${k}}!`)],
  ["(?:a[ab]{20}|[ab]{k})! (a wide branch beside)", fill((k) => `(?:a[ab]{20}|[ab]{${k}})!`)],
  ["4 rules of a\\pL{k}!", fill((k, i) => `a\\pL{${k}}!${i}`, 4)],
  ["small a[ab]{12}!i patterns", fill((k, i) => `a[ab]{${Math.min(k, 12)}}!${i}`)],
];

function random(length: number, alphabet: string[], seed = 12345): string {
  let x = seed;
  let s = "";
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += alphabet[(x >> 8) % alphabet.length];
  }
  return s;
}
// The largest text a message may carry: data ≤ 65 KB as JSON.
const LONGEST = MAX_MESSAGE_BYTES - JSON.stringify({ text: "" }).length;
const longest = (alphabet: string[]) => {
  const chars = [...random(LONGEST, alphabet)];
  let bytes = Buffer.byteLength(chars.join(""));
  // A digit goes before each text sent, so that no two sends read the same text.
  while (bytes > LONGEST - 1) bytes -= Buffer.byteLength(chars.pop() ?? "");
  return chars.join("");
};
const TEXTS: [string, string][] = [
  ["random a/b", longest(["a", "b"])],
  ["random letters", longest([..."abcdefghijklmnopqrstuvwxyz"])],
  ["a, ä and b", longest(["a", "ä", "b"])],
  ["astral letters", longest(["a", "𝒜", "b"])],
];

async function setUp(id: string, rules: string[][]) {
  const call = await inProcessChat(id);
  for (const [i, patterns] of rules.entries())
    await call("POST", "/moderation/rules", {
      id: `worst-${i}`,
      name: "Worst",
      enabled: true,
      action: ["blockMessage"],
      conditions: [{ operand: "text", operator: "contains", category: "pattern", value: patterns }],
    });
  return call;
}

/** Each send's time, the first included (it compiles the rules' patterns); no two texts alike. */
async function timeSends(call: Awaited<ReturnType<typeof setUp>>, text: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < SENDS; i++) {
    const data = { text: `${i % 10}${text}` };
    const body = { receiver: "bob", receiverType: "user", category: "message", type: "text", data };
    const t = performance.now();
    const sent = await call<{ data: { data: { moderation?: unknown } } }>("POST", "/messages", body, "alice");
    out.push(performance.now() - t);
    if (sent.data.data.moderation) throw new Error("the bench's texts must match no rule");
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main() {
  console.log(
    `budget ${BUDGET} steps, repetition ≤ ${PATTERN_LIMITS.repeat}, pattern ≤ ${PATTERN_LIMITS.length} characters; ${SENDS} sends per cell; load average ${loadavg()[0]?.toFixed(2)}`,
  );
  const plain = await setUp("plain", []);
  let peerMedian = 0;
  for (const [, text] of TEXTS) peerMedian = Math.max(peerMedian, median(await timeSends(plain, text)));
  console.log(`no rules (peer), slowest text's median: ${peerMedian.toFixed(1)} ms`);
  let worst = { ms: 0, where: "" };
  for (const [name, rules] of CONFIGS) {
    const steps = rules.flat().reduce((n, p) => n + patternSteps(p), 0);
    const call = await setUp(`c${CONFIGS.findIndex(([n]) => n === name)}`, rules);
    const cells: string[] = [];
    for (const [label, text] of TEXTS) {
      const times = await timeSends(call, text);
      const max = Math.max(...times);
      cells.push(`${label} ${median(times).toFixed(0)}/${max.toFixed(0)}`);
      if (max > worst.ms) worst = { ms: max, where: `${name}, ${label}` };
    }
    console.log(
      `${name} [${rules.length} rules, ${rules.flat().length} patterns, ${steps} steps]: median/max ms: ${cells.join("; ")}`,
    );
  }
  console.log(
    `worst send ${worst.ms.toFixed(1)} ms (${worst.where}) = ${(worst.ms / peerMedian).toFixed(1)}× the send with no rules (target < ${TARGET_MS} ms: ${worst.ms < TARGET_MS ? "met" : "NOT met"})`,
  );
}

await main();
