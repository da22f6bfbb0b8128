import { createWriteStream, existsSync, mkdirSync, truncateSync, type WriteStream } from "node:fs";
import path from "node:path";
import { csvLine } from "../csv";
import type { ExportColumn } from "../exports/types";
import type { DataExportFormat } from "../schemas/data-exports";

/** Appends rows to one kind's file, page by page; only the page being written is held in memory. */
export interface RowWriter {
  /** Resolves once the rows are with the operating system: the size it answers is safe to resume from. */
  write(rows: readonly unknown[]): Promise<number>;
  close(): Promise<void>;
}

export const fileName = (kind: string, format: DataExportFormat) => `${kind}.${format}`;

/** The line a row becomes: the service's record as JSON, or the list export's cells (formulas defused). */
export function rowLines(
  format: DataExportFormat,
  columns: readonly ExportColumn<unknown>[],
  rows: readonly unknown[],
): string {
  let out = "";
  if (format === "jsonl") for (const row of rows) out += `${JSON.stringify(row)}\n`;
  else for (const row of rows) out += csvLine(columns.map((c) => c.value(row)));
  return out;
}

/**
 * Opens `file` at `resumeAt` bytes: 0 starts it afresh (with the CSV header), more cuts off whatever a
 * stopped run wrote after its last recorded page, so no row is written twice.
 */
export async function openRowWriter(opts: {
  file: string;
  format: DataExportFormat;
  columns: readonly ExportColumn<unknown>[];
  resumeAt: number;
}): Promise<RowWriter> {
  mkdirSync(path.dirname(opts.file), { recursive: true, mode: 0o700 });
  const resuming = opts.resumeAt > 0;
  if (resuming && !existsSync(opts.file)) throw new Error(`the file written so far is gone (${opts.file})`);
  if (resuming) truncateSync(opts.file, opts.resumeAt);
  const stream: WriteStream = createWriteStream(opts.file, { flags: resuming ? "a" : "w", mode: 0o600 });
  let bytes = resuming ? opts.resumeAt : 0;
  const put = (text: string) =>
    new Promise<number>((resolve, reject) => {
      if (text === "") return resolve(bytes);
      const chunk = Buffer.from(text, "utf8");
      stream.write(chunk, (e) => {
        if (e) return reject(e);
        bytes += chunk.length;
        resolve(bytes);
      });
    });
  if (!resuming && opts.format === "csv") await put(csvLine(opts.columns.map((c) => c.label)));
  return {
    write: (rows) => put(rowLines(opts.format, opts.columns, rows)),
    close: () =>
      new Promise((resolve, reject) => {
        stream.end((e?: Error | null) => (e ? reject(e) : resolve()));
      }),
  };
}
