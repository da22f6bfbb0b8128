import path from "node:path";
import { Worker } from "node:worker_threads";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type { Database as Schema } from "./types";

/** From the working directory: Next bundles this `new Worker(path.resolve(...))` as a worker entry. */
const WORKER_FILE = path.resolve("lib/db/sqlite-reader-worker.mjs");

interface Reply {
  id: number;
  rows?: unknown[];
  error?: string;
}

class ReaderDriver implements Driver {
  private worker: Worker | undefined;
  private seq = 0;
  private readonly waiting = new Map<number, { resolve(rows: unknown[]): void; reject(e: Error): void }>();

  constructor(private readonly file: string) {}

  async init() {}

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE, { workerData: { file: this.file } });
    worker.unref();
    worker.on("message", (m: Reply) => {
      const w = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (m.error !== undefined) w?.reject(new Error(m.error));
      else w?.resolve(m.rows ?? []);
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", () => fail(new Error("The SQLite reader thread stopped.")));
    this.worker = worker;
    return worker;
  }

  private all(sql: string, params: readonly unknown[]): Promise<unknown[]> {
    const worker = this.thread();
    const id = this.seq++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, sql, params });
    });
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return {
      executeQuery: async <R>(q: CompiledQuery): Promise<QueryResult<R>> => ({
        rows: (await this.all(q.sql, q.parameters)) as R[],
      }),
      streamQuery: () => {
        throw new Error("The SQLite reader does not stream.");
      },
    };
  }

  async beginTransaction(): Promise<void> {
    throw new Error("The SQLite reader runs single read statements, not transactions.");
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}

  async destroy() {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

/** better-sqlite3 is synchronous, so queries handed to this thread run beside the main connection's. */
export function openSqliteReader(file: string): Kysely<Schema> {
  return new Kysely<Schema>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReaderDriver(file),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}
