// `npm run bench:receiver`: durable deliveries/s of the built-in receiver, p50/p99 and CPU per event; no
// target. `-- --postgres` uses PostgreSQL; `-- --next-start` routes every delivery through Next (the peer).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import {
  basicAuth,
  benchDatabase,
  commitProbeMs,
  newKey,
  runLoad,
  startServer,
  storedKeys,
} from "./receiver-harness";

const N = Number(process.env.BENCH_EVENTS ?? 30_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const WARMUP = 3_000;
const APP = "bench-app";
const usePostgres = process.argv.includes("--postgres");
const via = process.argv.includes("--next-start") ? "next-start" : "serve";

if (!existsSync(".next/BUILD_ID")) {
  console.error("The benchmark serves the production build: run `npx next build` first.");
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "receiver-bench-"));
const database = await benchDatabase(usePostgres);
const target = { dataDir, databaseUrl: database?.url, key: newKey() };
const server = await startServer(target, APP, via);
let ok = false;
try {
  const creds = server.credentials;
  if (!creds) throw new Error("the server made no endpoint");
  const url = `${server.url}/api/receiver/${creds.endpointId}`;
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")} (${cpus().length} cores)`,
  );
  console.log(
    `receiver throughput: ${via === "serve" ? "the production dashboard as npm start serves it (scripts/serve.ts)" : "plain next start, through Next's routing to app/api/receiver/[endpointId]"} ` +
      `(${usePostgres ? "PostgreSQL" : "SQLite WAL, synchronous=FULL"}); load: bench/receiver-load.ts in a separate process, ` +
      `${CONCURRENCY} keep-alive connections`,
  );
  const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
  // A long client timeout so every event gets an answer to count; those over the 2 s budget are counted.
  const load = {
    url,
    authorization: basicAuth(creds),
    appId: APP,
    concurrency: CONCURRENCY,
    timeoutMs: 60_000,
  };
  const warm = await runLoad({ ...load, ids: ids("warm-", WARMUP) });
  const cpu = async () => {
    const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  };
  const cpuBefore = await cpu();
  const run = await runLoad({ ...load, ids: ids("m-", N) });
  const cpuMs = (await cpu()) - cpuBefore;
  await server.stop();
  const stored = (await storedKeys(target)).length;
  const answered = warm.answered.length + run.answered.length;
  const rate = Math.round(run.answered.length / (run.durationMs / 1000));
  console.log(`events: ${N.toLocaleString("en")} (after a ${WARMUP.toLocaleString("en")}-event warm-up)`);
  console.log(
    `answered 200: ${run.answered.length.toLocaleString("en")}; statuses: ${JSON.stringify(run.statuses)}; ` +
      `errors: ${JSON.stringify(run.errors)}`,
  );
  console.log(
    `throughput: ${rate.toLocaleString("en")} events/s stored durably (${(run.durationMs / 1000).toFixed(2)} s)`,
  );
  if (!usePostgres) {
    const probe = commitProbeMs(dataDir);
    console.log(
      `one durable SQLite commit on this disk now: ${probe.toFixed(1)} ms (median); at ${CONCURRENCY} in ` +
        `flight, group commit tops out near ${Math.round(CONCURRENCY / ((1.5 * probe) / 1000)).toLocaleString("en")} events/s`,
    );
  }
  const perEvent = (cpuMs * 1000) / run.answered.length;
  console.log(
    `server CPU: ${Math.round(perEvent)} µs per event (all threads), i.e. about ` +
      `${Math.round(1e6 / perEvent).toLocaleString("en")} events/s per core it has to itself`,
  );
  console.log(
    `latency: p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, max ${run.latencyMs.max} ms; ` +
      `over the 2 s budget: ${run.overBudget}`,
  );
  console.log(
    `stored rows: ${stored.toLocaleString("en")}; 200s answered (warm-up included): ` +
      `${answered.toLocaleString("en")} → ${stored === answered ? "equal" : "MISMATCH"}`,
  );
  ok = stored === answered;
} finally {
  if (server.child.exitCode === null) await server.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
