// Receiver load generator (own process); prints `progress <n>` so the kill benchmark can choose its moment.
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { text } from "node:stream/consumers";
import { messageSentBody } from "./receiver-harness";

export interface LoadConfig {
  url: string;
  authorization: string;
  appId: string;
  ids: string[];
  concurrency: number;
  timeoutMs?: number;
  out: string;
}

export interface LoadResult {
  answered: string[];
  duplicates: number;
  failed: string[];
  statuses: Record<string, number>;
  errors: Record<string, number>;
  latencyMs: { p50: number; p99: number; max: number };
  overBudget: number;
  durationMs: number;
}

const config = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as LoadConfig;
const target = new URL(config.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: config.concurrency });

function send(id: string): Promise<{ status?: number; duplicate?: boolean; error?: string }> {
  const body = messageSentBody(config.appId, id);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        timeout: config.timeoutMs ?? 2000,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          authorization: config.authorization,
        },
      },
      (res) =>
        text(res).then(
          (body) => resolve({ status: res.statusCode, duplicate: body.includes('"duplicate":true') }),
          (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }),
        ),
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
    req.end(body);
  });
}

const answered: string[] = [];
const failed: string[] = [];
const statuses: Record<string, number> = {};
const errors: Record<string, number> = {};
const latencies: number[] = [];
let duplicates = 0;
let next = 0;
const started = performance.now();

async function worker() {
  while (next < config.ids.length) {
    const id = config.ids[next++] as string;
    const t = performance.now();
    const r = await send(id);
    latencies.push(performance.now() - t);
    if (r.status !== undefined) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    if (r.error) errors[r.error] = (errors[r.error] ?? 0) + 1;
    if (r.status === 200) {
      answered.push(id);
      if (r.duplicate) duplicates++;
      if (answered.length % 500 === 0) process.stdout.write(`progress ${answered.length}\n`);
    } else {
      failed.push(id);
    }
  }
}

await Promise.all(Array.from({ length: config.concurrency }, worker));
const durationMs = performance.now() - started;
agent.destroy();
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0) * 10) / 10;
const result: LoadResult = {
  answered,
  duplicates,
  failed,
  statuses,
  errors,
  latencyMs: { p50: pct(0.5), p99: pct(0.99), max: pct(1) },
  overBudget: latencies.filter((l) => l > 2000).length,
  durationMs,
};
writeFileSync(config.out, JSON.stringify(result));
