// @ts-check
// The receiver's SQLite writer thread (see sqlite-writer.ts): plain JavaScript, so it runs as is under
// Next's server, tsx and Vitest alike; `// @ts-check` has tsc check it against better-sqlite3's types.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

if (!parentPort) throw new Error("sqlite-writer-worker runs as a worker thread only.");
const port = parentPort;
const db = new Database(workerData.file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = 5000");
/** @type {string[]} */
const columns = workerData.columns;
/** @type {import("better-sqlite3").Statement<unknown[], { id: number }>} */
const insert = db.prepare(
  `insert into received_events (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")}) on conflict (dedupe_key) do nothing returning id`,
);
/** One transaction per batch: its ids in order, null where the dedupe key was already stored. */
const write = db.transaction((/** @type {unknown[][]} */ rows) =>
  rows.map((row) => {
    const got = insert.get(row);
    return got ? got.id : null;
  }),
);

port.on("message", (/** @type {{ seq: number; rows: string }} */ msg) => {
  try {
    port.postMessage({ seq: msg.seq, ids: write(JSON.parse(msg.rows)) });
  } catch (err) {
    port.postMessage({ seq: msg.seq, error: err instanceof Error ? err.message : String(err) });
  }
});
port.postMessage({ ready: true });
