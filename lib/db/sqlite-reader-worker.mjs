// @ts-check
// The SQLite reader's thread (see sqlite-reader.ts): plain JavaScript, so it runs as is under Next's
// server, tsx and Vitest alike; `// @ts-check` has tsc check it against better-sqlite3's types.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

/** @typedef {{ id: number; sql: string; params: unknown[] }} Request */

if (!parentPort) throw new Error("sqlite-reader-worker runs as a worker thread only.");
const port = parentPort;
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
db.pragma("mmap_size = 1073741824");
db.pragma("cache_size = -65536");

/** Prepared statements by SQL text; cleared when it grows large (ad-hoc queries would never repeat). */
const statements = new Map();

port.on("message", (/** @type {Request} */ { id, sql, params }) => {
  try {
    /** @type {import("better-sqlite3").Statement<unknown[]> | undefined} */
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size >= 500) statements.clear();
      statements.set(sql, statement);
    }
    if (!statement.reader) throw new Error("This connection only reads.");
    port.postMessage({ id, rows: statement.all(params) });
  } catch (err) {
    port.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
