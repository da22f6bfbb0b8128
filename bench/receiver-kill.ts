// `npm run bench:receiver-kill`: kill -9 the receiving server mid-load, restart, and check that every event
// answered 200 was stored (lost: 0) and that redelivery stores each exactly once. `--postgres`: PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { basicAuth, benchDatabase, newKey, runLoad, startServer, storedKeys } from "./receiver-harness";

const N = Number(process.env.BENCH_EVENTS ?? 30_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const APP = "bench-app";
const usePostgres = process.argv.includes("--postgres");

const dataDir = mkdtempSync(path.join(tmpdir(), "receiver-kill-"));
const database = await benchDatabase(usePostgres);
const target = { dataDir, databaseUrl: database?.url, key: newKey() };
let server = await startServer(target, APP);
let ok = false;
try {
  const creds = server.credentials;
  if (!creds) throw new Error("the server made no endpoint");
  const endpointPath = `/api/receiver/${creds.endpointId}`;
  const ids = Array.from({ length: N }, (_, i) => `k-${i}`);
  const killAt = Math.floor(N / 3);
  console.log(
    `receiver kill test (${usePostgres ? "PostgreSQL" : "SQLite WAL, synchronous=FULL"}): ${N.toLocaleString("en")} events, ` +
      `${CONCURRENCY} connections; kill -9 of the server after about ${killAt.toLocaleString("en")} answers`,
  );
  let killed: Promise<void> | undefined;
  const first = await runLoad(
    {
      url: `${server.url}${endpointPath}`,
      authorization: basicAuth(creds),
      appId: APP,
      ids,
      concurrency: CONCURRENCY,
    },
    (answered) => {
      if (answered >= killAt) killed ??= server.kill();
    },
  );
  await killed;
  if (!killed) throw new Error("the load ended before the kill");

  server = await startServer(target);
  const messageId = (key: string) => decodeURIComponent(key.split("/").at(-1) ?? "").replace(/^message:/, "");
  const stored = new Set((await storedKeys(target)).map(messageId));
  const lost = first.answered.filter((id) => !stored.has(id));
  console.log(
    `answered 200: ${first.answered.length.toLocaleString("en")}, stored: ${stored.size.toLocaleString("en")}, ` +
      `lost: ${lost.length}`,
  );
  console.log(
    `  not answered: ${first.failed.length.toLocaleString("en")} (errors ${JSON.stringify(first.errors)}); ` +
      `stored without an answer: ${(stored.size - (first.answered.length - lost.length)).toLocaleString("en")}`,
  );

  // The service retries what got no 200; the restarted receiver must take each exactly once.
  const retry = await runLoad({
    url: `${server.url}${endpointPath}`,
    authorization: basicAuth(creds),
    appId: APP,
    ids: first.failed,
    concurrency: CONCURRENCY,
  });
  await server.stop();
  const keys = await storedKeys(target);
  const distinct = new Set(keys.map(messageId));
  console.log(
    `redelivered: ${first.failed.length.toLocaleString("en")}, answered 200: ${retry.answered.length.toLocaleString("en")} ` +
      `(${retry.duplicates.toLocaleString("en")} as duplicates); rows now: ${keys.length.toLocaleString("en")}, ` +
      `distinct events: ${distinct.size.toLocaleString("en")} of ${N.toLocaleString("en")}`,
  );
  ok = lost.length === 0 && retry.failed.length === 0 && keys.length === N && distinct.size === N;
  console.log(ok ? "ok: nothing answered 200 was lost, nothing was stored twice" : "FAILED");
} finally {
  if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
