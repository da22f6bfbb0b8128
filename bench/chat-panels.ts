// `npm run bench:chat-panels`: each section of the analytics' Messages view over BENCH_MESSAGES generated
// messages (default 300,000 among 5,000 users and 200 groups, 181 days) on SQLite and PostgreSQL: the panel,
// weekly retention, first replies, who came and went, and messages by type, each read BENCH_RUNS times for
// 7-, 30- and 90-day ranges in three zones (p50 and p95 printed). The target for the view is every section
// p95 ≤ 50 ms at 10,000,000 messages; set BENCH_MESSAGES to measure at that size.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { addDays, localMidnight, localSlot } from "../lib/call-store/tz";
import { firstReplies } from "../lib/chat-store/first-reply";
import { generateMessages } from "../lib/chat-store/generate";
import { messageKinds } from "../lib/chat-store/kinds";
import { movement } from "../lib/chat-store/movement";
import { chatPanel } from "../lib/chat-store/panel";
import type { PanelQuery } from "../lib/chat-store/panel-model";
import { retention } from "../lib/chat-store/retention";
import { upsertMessages } from "../lib/chat-store/upsert";
import { type Db, openStore } from "../lib/db";
import { tempPgStore } from "../test/pg-store";

const TOTAL = Number(process.env.BENCH_MESSAGES ?? 300_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const APP = "benchapp";
const END = Date.UTC(2026, 10, 1) / 1000;
const START = END - 181 * 86_400;
const CHUNK = 50_000;
const ZONES = ["UTC", "America/New_York", "Asia/Kolkata"];
const SECTIONS = { panel: chatPanel, retention, firstReplies, movement, kinds: messageKinds } as const;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

async function fill(db: Db) {
  const started = performance.now();
  for (let n = 0; n < TOTAL; n += CHUNK) {
    const count = Math.min(CHUNK, TOTAL - n);
    const span = (END - START) / TOTAL;
    const messages = generateMessages({
      count,
      from: Math.floor(START + n * span),
      to: Math.floor(START + (n + count) * span),
      seed: n + 1,
      users: 5_000,
      groups: 200,
      firstId: n + 1,
    });
    for (let i = 0; i < messages.length; i += 5_000)
      await upsertMessages(db, APP, messages.slice(i, i + 5_000));
  }
  return (performance.now() - started) / 1000;
}

function queries(): PanelQuery[] {
  const last = localSlot("UTC", END - 1).day;
  return ZONES.flatMap((tz) =>
    [7, 30, 90].map((days) => ({
      appId: APP,
      from: localMidnight(tz, addDays(last, -(days - 1))),
      to: localMidnight(tz, addDays(last, 1)),
      tz,
    })),
  );
}

async function measure(engine: string, db: Db) {
  const seconds = await fill(db);
  // Statistics as a live store has them (PostgreSQL's autovacuum gathers them as rows arrive; SQLite keeps none
  // unless asked, and the dashboard does not ask).
  if (engine === "PostgreSQL") await sql`analyze ms_messages`.execute(db);
  console.log(
    `${engine}: ${TOTAL.toLocaleString("en-US")} messages stored in ${seconds.toFixed(1)} s (load ${load()})`,
  );
  for (const [name, section] of Object.entries(SECTIONS)) {
    const times: number[] = [];
    for (const q of queries()) {
      await section(db, q); // warm
      for (let r = 0; r < RUNS; r++) {
        const t = performance.now();
        await section(db, q);
        times.push(performance.now() - t);
      }
    }
    console.log(
      `  ${name.padEnd(13)} p50 ${pct(times, 50).toFixed(1).padStart(7)} ms   p95 ${pct(times, 95).toFixed(1).padStart(7)} ms   (${times.length} reads, load ${load()})`,
    );
  }
}

const dir = mkdtempSync(path.join(tmpdir(), "bench-chat-panels-"));
const sqlite = openStore({ dataDir: dir });
await sqlite.ready;
await measure("SQLite", sqlite.db);
await sqlite.db.destroy();
rmSync(dir, { recursive: true, force: true });
const pg = await tempPgStore("bench_chat_panels");
try {
  await measure("PostgreSQL", pg.db);
} finally {
  await pg.drop();
}
process.exit(0);
