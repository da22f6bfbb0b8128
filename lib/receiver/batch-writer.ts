import type { Insertable } from "kysely";
import type { Db } from "../db";
import type { ReceivedEventsTable } from "../db/types";

export type NewEventRow = Insertable<ReceivedEventsTable>;

export type InsertBatch = (
  rows: NewEventRow[],
) => Promise<Array<{ id: number | string; dedupe_key: string }>>;

export const kyselyInsert =
  (db: Db): InsertBatch =>
  (rows) =>
    db
      .insertInto("received_events")
      .values(rows)
      .onConflict((oc) => oc.column("dedupe_key").doNothing())
      .returning(["id", "dedupe_key"])
      .execute();

export type WriteResult = { duplicate: false; id: string } | { duplicate: true };

export interface BatchWriterOptions {
  /** Also bounds the statement's bound parameters. */
  maxRows?: number;
  maxDelayMs?: number;
  onCommit?: (rows: Array<NewEventRow & { id: number }>) => void;
}

interface Pending {
  row: NewEventRow;
  resolve: (r: WriteResult) => void;
  reject: (e: unknown) => void;
}

/** Group commit: one transaction (one fsync on SQLite) per batch; callers are answered after it commits. */
export class BatchWriter {
  private queue: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;
  private readonly maxRows: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly insert: InsertBatch,
    private readonly opts: BatchWriterOptions = {},
  ) {
    this.maxRows = opts.maxRows ?? 256;
    this.maxDelayMs = opts.maxDelayMs ?? 2;
  }

  write(row: NewEventRow): Promise<WriteResult> {
    if (this.closed) return Promise.reject(new Error("The receiver is closed."));
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      this.schedule();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing || this.queue.length > 0) {
      await (this.flushing ?? this.flush());
    }
  }

  private schedule() {
    if (this.flushing) return; // the running flush picks the queue up when it ends
    if (this.queue.length >= this.maxRows) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      void this.flush();
    } else {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, this.maxDelayMs);
    }
  }

  private flush(): Promise<void> {
    if (this.flushing || this.queue.length === 0) return this.flushing ?? Promise.resolve();
    const batch = this.queue.splice(0, this.maxRows);
    this.flushing = this.commit(batch).finally(() => {
      this.flushing = undefined;
      if (this.queue.length > 0) {
        // Let the requests that arrived during the commit be read first, then write them together.
        setImmediate(() => void this.flush());
      }
    });
    return this.flushing;
  }

  private async commit(batch: Pending[]): Promise<void> {
    // A redelivery may share a batch with its original: only the first of a key is inserted.
    const firstOfKey = new Map<string, Pending>();
    for (const p of batch) if (!firstOfKey.has(p.row.dedupe_key)) firstOfKey.set(p.row.dedupe_key, p);
    let inserted: Array<{ id: number | string; dedupe_key: string }>;
    try {
      inserted = await this.insert([...firstOfKey.values()].map((p) => p.row));
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    const ids = new Map(inserted.map((r) => [r.dedupe_key, Number(r.id)]));
    const stored: Array<NewEventRow & { id: number }> = [];
    for (const p of batch) {
      const id = ids.get(p.row.dedupe_key);
      if (id !== undefined && firstOfKey.get(p.row.dedupe_key) === p) {
        stored.push({ ...p.row, id });
        p.resolve({ duplicate: false, id: String(id) });
      } else {
        p.resolve({ duplicate: true });
      }
    }
    if (stored.length === 0) return;
    try {
      this.opts.onCommit?.(stored);
    } catch (err) {
      // A listener's failure must not touch the requests: their rows are already committed.
      console.error("[receiver] a commit listener failed:", err);
    }
  }
}
