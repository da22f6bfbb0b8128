import path from "node:path";
import { Worker } from "node:worker_threads";
import type { InsertBatch, NewEventRow } from "./batch-writer";

const COLUMNS = [
  "endpoint_id",
  "app_id",
  "trigger",
  "family",
  "dedupe_key",
  "payload",
  "headers",
  "received_at",
  "attempt",
] as const;

/**
 * The thread's own file. Next's build sees this `new Worker(path.resolve(...))`, bundles the file as a
 * worker entry and points the call at it; under tsx and Vitest the file itself runs, resolved from the
 * working directory (the dashboard's root), not from this module's URL.
 */
const WORKER_FILE = path.resolve("lib/receiver/sqlite-writer-worker.mjs");

interface Reply {
  seq?: number;
  ids?: Array<number | null>;
  error?: string;
  ready?: boolean;
}

interface Thread {
  post(rows: NewEventRow[]): Promise<Array<{ id: number; dedupe_key: string }>>;
  dead(): boolean;
  stop(): Promise<void>;
}

/** Starts one writer thread; answers undefined when it cannot open the store. */
async function startThread(file: string): Promise<Thread | undefined> {
  let worker: Worker;
  try {
    worker = new Worker(WORKER_FILE, { workerData: { file, columns: COLUMNS } });
  } catch (err) {
    console.error("[receiver] could not start the SQLite writer thread:", err);
    return undefined;
  }
  const waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  let seq = 0;
  let failure: Error | undefined;
  const ready = new Promise<boolean>((resolve) => {
    worker.once("message", (m: Reply) => resolve(m.ready === true));
    worker.once("error", () => resolve(false));
  });
  worker.on("message", (m: Reply) => {
    if (m.seq === undefined) return;
    waiting.get(m.seq)?.resolve(m);
    waiting.delete(m.seq);
  });
  const fail = (err: Error) => {
    failure ??= err;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  worker.on("error", fail);
  worker.on("exit", () => fail(new Error("The receiver's SQLite writer thread stopped.")));
  if (!(await ready)) {
    console.error(`[receiver] the SQLite writer thread could not start: ${failure?.message ?? "no answer"}`);
    await worker.terminate();
    return undefined;
  }
  return {
    dead: () => failure !== undefined,
    stop: async () => {
      await worker.terminate();
    },
    post(rows) {
      if (failure) return Promise.reject(failure);
      const n = seq++;
      // One string crosses to the thread far more cheaply than a structured clone of many small arrays.
      const params = JSON.stringify(rows.map((r) => COLUMNS.map((c) => r[c] ?? null)));
      return new Promise((resolve, reject) => {
        waiting.set(n, {
          resolve: (m) => {
            if (m.error !== undefined || !m.ids) return reject(new Error(m.error ?? "No answer."));
            const out: Array<{ id: number; dedupe_key: string }> = [];
            m.ids.forEach((id, i) => {
              const row = rows[i];
              if (id !== null && row) out.push({ id, dedupe_key: row.dedupe_key });
            });
            resolve(out);
          },
          reject,
        });
        worker.postMessage({ seq: n, rows: params });
      });
    },
  };
}

/**
 * Writes batches to the SQLite file from a worker thread with its own connection (WAL,
 * synchronous=FULL, one transaction per batch). better-sqlite3 is synchronous: on the main thread each
 * commit's fsync (and any wait for the write lock) would stall every request; here the next batch
 * gathers meanwhile. A thread that dies fails its batch (answered 503, so retried) and is replaced on
 * the next one. Answers undefined when no thread can start at all (the caller writes through Kysely).
 */
export async function startSqliteWriter(
  file: string,
): Promise<{ insert: InsertBatch; close(): Promise<void> } | undefined> {
  const first = await startThread(file);
  if (!first) return undefined;
  let current: Promise<Thread | undefined> = Promise.resolve(first);
  let closed = false;
  return {
    async insert(rows) {
      let thread = await current;
      if (!thread || thread.dead()) {
        if (closed) throw new Error("The receiver is closed.");
        current = startThread(file);
        thread = await current;
        if (!thread) throw new Error("The receiver's SQLite writer thread could not start.");
      }
      return thread.post(rows);
    },
    async close() {
      closed = true;
      await (await current)?.stop();
    },
  };
}
