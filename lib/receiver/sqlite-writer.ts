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

/** From the working directory: Next bundles this `new Worker(path.resolve(...))` as a worker entry. */
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

/** better-sqlite3 is synchronous: on the main thread each commit's fsync would stall every request. */
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
