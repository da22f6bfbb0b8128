import { createWriteStream, existsSync, mkdirSync, truncateSync, type WriteStream } from "node:fs";
import path from "node:path";
import { csvLine } from "../csv";
import type { ExportColumn } from "../exports/types";
import type { DataExportFormat } from "../schemas/data-exports";

/** A file's format: the app exports' two, and a JSON array (an archive's JSON files). */
export type RowFileFormat = DataExportFormat | "json";

/** Appends rows to one kind's file, page by page; only the page being written is held in memory. */
export interface RowWriter {
  /** Resolves once the rows are with the operating system: the size it answers is safe to resume from. */
  write(rows: readonly unknown[]): Promise<number>;
  /** Writes what ends the file (a JSON array's closing bracket) and closes it; answers the final size. */
  finish(): Promise<number>;
  close(): Promise<void>;
}

export const fileName = (kind: string, format: RowFileFormat) => `${kind}.${format}`;

/** A JSON array's file opens with this; a row after the first is put after a comma. */
const JSON_OPEN = "[\n";
const JSON_CLOSE = "\n]\n";

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
 * Opens `file` at `resumeAt` bytes: 0 starts it afresh (with the CSV header, or a JSON array's bracket), more
 * cuts off whatever a stopped run wrote after its last recorded page, so no row is written twice.
 */
export async function openRowWriter(opts: {
  file: string;
  format: RowFileFormat;
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
  if (!resuming && opts.format === "json") await put(JSON_OPEN);
  // A JSON array past its opening bracket holds a row already: the next goes after a comma.
  let first = bytes <= Buffer.byteLength(JSON_OPEN);
  const jsonRows = (rows: readonly unknown[]) => {
    let out = "";
    for (const row of rows) {
      out += `${first ? "" : ",\n"}${JSON.stringify(row)}`;
      first = false;
    }
    return out;
  };
  const close = () =>
    new Promise<void>((resolve, reject) => {
      stream.end((e?: Error | null) => (e ? reject(e) : resolve()));
    });
  return {
    write: (rows) => put(opts.format === "json" ? jsonRows(rows) : rowLines(opts.format, opts.columns, rows)),
    async finish() {
      const size = await put(opts.format === "json" ? JSON_CLOSE : "");
      await close();
      return size;
    },
    close: () => (stream.closed || stream.writableEnded ? Promise.resolve() : close()),
  };
}
