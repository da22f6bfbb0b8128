/**
 * `npm run bench:user-timeline`: the first page of a user's timeline for a user with 1,000,000 messages sent and
 * 1,000,000 calls, through the dashboard's own module (`loadTimeline`, which the timeline's action calls) over
 * HTTP to a real sandbox; every kind an admin reads. The sandbox's SQLite is seeded directly (the sandbox's own
 * `insertCall`, the seed's message rows) and the sandbox then started on it. Prints p50, p95 and max of the
 * first page, of one kind alone and of the page after it, against the target p95 ≤ 200 ms, and as the peer the
 * sandbox's own two lists the page starts from (`GET /messages?sender=`, `GET /calls?uid=`), timed the same way.
 * `--scale 0.01` seeds a hundredth of the rows for a quick run; BENCH_N (default 100) sets the timed runs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { Connection } from "@/lib/server/api/request";
import { loadTimeline } from "@/lib/server/timeline/load";
import { freePort } from "@/test/free-port";
import { type SandboxServer, spawnSandbox } from "@/test/sandbox-process";
import { createAppRecord } from "../sandbox/src/core/apps";
import { deriveCall } from "../sandbox/src/core/call-derive";
import type { RecordCallInput } from "../sandbox/src/core/call-input";
import { insertCall } from "../sandbox/src/core/call-store";
import { openForSeeding } from "../sandbox/src/seed/run";

const scaleAt = process.argv.indexOf("--scale");
const SCALE = scaleAt >= 0 ? Number(process.argv[scaleAt + 1]) : 1;
if (!(SCALE > 0 && SCALE <= 1))
  throw new Error("--scale takes a number above 0 and at most 1 (1 = a million rows)");
const ROWS = Math.max(100, Math.round(1_000_000 * SCALE));
const RUNS = Number(process.env.BENCH_N ?? 100);
const WARM = 10;
const TARGET_P95_MS = 200;
const ANCHOR = 1_795_000_000;
const SPAN = 365 * 86_400;
const HEAVY = "bench-heavy";
const PEER = "bench-peer";
const MGMT = { key: "bench-mgmt-key", secret: "bench-mgmt-secret-0123456789" };
const BATCH = 20_000;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

let counter = 0;
const idSource = (n: number) => (counter++).toString(16).padStart(n, "0").slice(-n);

/** ROWS messages HEAVY sent PEER and ROWS calls between them, spread over a year, oldest first. */
function seed(dir: string) {
  const db = openForSeeding(dir);
  const { app, keys } = createAppRecord(db, { name: "Timeline bench", region: "us" }, ANCHOR - SPAN);
  const conversationId = `${HEAVY}_user_${PEER}`;
  const insert = db.prepare(
    `INSERT INTO messages (app_id, conversation_id, sender, receiver_type, receiver, category, type, data,
                           sent_at, updated_at)
     VALUES (?, ?, ?, 'user', ?, 'message', 'text', ?, ?, ?)`,
  );
  const writeMessages = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const at = ANCHOR - SPAN + Math.floor((i * SPAN) / ROWS);
      insert.run(app.id, conversationId, HEAVY, PEER, JSON.stringify({ text: `message ${i}` }), at, at);
    }
  });
  for (let i = 0; i < ROWS; i += BATCH) writeMessages(i, Math.min(ROWS, i + BATCH));
  db.prepare(
    `INSERT INTO conversations (app_id, conversation_id, conversation_type, created_at, updated_at, last_message_id)
     VALUES (?, ?, 'user', ?, ?, (SELECT max(id) FROM messages WHERE app_id = ?))`,
  ).run(app.id, conversationId, ANCHOR - SPAN, ANCHOR, app.id);

  const derive = { appId: app.id, region: "us", publicUrl: "http://127.0.0.1", idSource };
  const writeCalls = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const at = ANCHOR - SPAN + Math.floor((i * SPAN) / ROWS) + 7;
      const input: RecordCallInput = {
        initiator: i % 2 ? HEAVY : PEER,
        receiver: i % 2 ? PEER : HEAVY,
        receiverType: "user",
        type: "audio",
        mode: "call",
        initiatedAt: at,
        participants: [
          { uid: HEAVY, sessions: [{ joinedAt: at + 2, leftAt: at + 62 }] },
          { uid: PEER, sessions: [{ joinedAt: at + 3, leftAt: at + 62 }] },
        ],
      } as RecordCallInput;
      insertCall(db, deriveCall(input, derive));
    }
  });
  for (let i = 0; i < ROWS; i += BATCH) writeCalls(i, Math.min(ROWS, i + BATCH));
  db.close();
  const key = keys[0]?.api_key;
  if (!key) throw new Error("the new app has no REST key");
  return { appId: app.id, apiKey: key };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < WARM; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const r = { p50: pct(ms, 0.5), p95: pct(ms, 0.95), max: ms[ms.length - 1] ?? 0 };
  console.log(
    `${label.padEnd(44)} p50 ${fmt(r.p50, 1).padStart(7)} ms  p95 ${fmt(r.p95, 1).padStart(7)} ms  max ${fmt(r.max, 1).padStart(7)} ms`,
  );
  return r;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "timeline-bench-"));
  // The dashboard's store (the audit source) and its client's address check: this run's own, on loopback.
  process.env.DASHBOARD_DATA_DIR = mkdtempSync(path.join(tmpdir(), "timeline-bench-store-"));
  process.env.DASHBOARD_ALLOW_PRIVATE_TARGETS = "127.0.0.1";
  let sandbox: SandboxServer | undefined;
  try {
    console.log(`${cpus().length} CPUs, load average ${load()}`);
    console.log(`seeding ${fmt(ROWS)} messages and ${fmt(ROWS)} calls of ${HEAVY}…`);
    const seeded = performance.now();
    const { appId, apiKey } = seed(dir);
    console.log(`seeded in ${fmt((performance.now() - seeded) / 1000, 1)} s`);
    const started = spawnSandbox({
      port: await freePort(),
      dataDir: dir,
      mgmt: MGMT,
      env: { SANDBOX_RATE_LIMIT_STANDARD: "100000000", SANDBOX_RATE_LIMIT_CORE: "100000000" },
      keepOutput: 4000,
    });
    sandbox = started;
    await started.healthy(1200);
    const base = `${started.url}/us/${appId}`;
    for (const uid of [HEAVY, PEER]) {
      const r = await fetch(`${base}/api/v3/users`, {
        method: "POST",
        headers: { apikey: apiKey, "content-type": "application/json" },
        body: JSON.stringify({ uid, name: uid }),
      });
      if (!r.ok) throw new Error(`create ${uid}: ${r.status} ${await r.text()}`);
    }
    const conn: Connection = {
      appId,
      region: "us",
      chatUrl: `${started.url}/{region}/{appId}/api/v3`,
      callUrl: `${started.url}/{region}/{appId}/call/v3`,
      mgmtUrl: `${started.url}/mgmt`,
      apiKey,
    };
    const page = (input: { kinds?: ("message" | "call")[]; before?: string }) =>
      loadTimeline({ conn, role: "admin" }, { uid: HEAVY, limit: 25, ...input });
    const first = await page({});
    if (first.failures.length) throw new Error(`sources failed: ${JSON.stringify(first.failures)}`);
    const kinds = new Set(first.entries.map((e) => e.kind));
    if (first.entries.length !== 25 || !kinds.has("message") || !kinds.has("call") || !first.next) {
      throw new Error(
        `the first page is not what was seeded: ${first.entries.length} entries, ${[...kinds]}`,
      );
    }
    const direct = (p: string) => async () => {
      const r = await fetch(`${base}${p}`, { headers: { apikey: apiKey } });
      if (!r.ok) throw new Error(`${p}: ${r.status}`);
      await r.arrayBuffer();
    };
    console.log(`\n${RUNS} runs each after ${WARM} warm-ups, 25 entries a page:`);
    const main = await time("timeline, first page, every kind", () => page({}));
    await time("timeline, first page, calls only", () => page({ kinds: ["call"] }));
    await time("timeline, first page, messages only", () => page({ kinds: ["message"] }));
    await time("timeline, second page, every kind", () => page({ before: first.next }));
    await time("peer: sandbox GET /calls?uid=&perPage=25", direct(`/call/v3/calls?uid=${HEAVY}&perPage=25`));
    await time(
      "peer: sandbox GET /messages?sender=&limit=100",
      direct(`/api/v3/messages?sender=${HEAVY}&categories=message,custom&limit=100&affix=prepend`),
    );
    const met = main.p95 <= TARGET_P95_MS;
    console.log(
      `\ntarget: first page p95 ≤ ${TARGET_P95_MS} ms at ${fmt(ROWS)} messages and calls: ${fmt(main.p95, 1)} ms, ${met ? "met" : "NOT met"} (load average ${load()})`,
    );
  } finally {
    await sandbox?.stop();
    rmSync(dir, { recursive: true, force: true });
    if (process.env.DASHBOARD_DATA_DIR)
      rmSync(process.env.DASHBOARD_DATA_DIR, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
