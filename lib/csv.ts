/** A CSV cell before quoting. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break (quotes doubled). A value a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading `'`.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** One CSV line, CRLF-terminated as RFC 4180 asks. */
export const csvLine = (fields: readonly CsvValue[]) => `${fields.map(csvField).join(",")}\r\n`;

/** Unix seconds as ISO 8601 UTC; blank when absent or zero (the lists show a dash then). */
export const isoSeconds = (s: number | null | undefined) => (s ? new Date(s * 1000).toISOString() : "");

/** Lines go out in chunks of up to this many rows, so a large export streams without a write per line. */
const CHUNK_ROWS = 200;

/**
 * A CSV byte stream: the header, then one line per row as the source yields it. Rows are pulled only as
 * the reader asks for more, and cancelling the stream stops the source.
 */
export function csvStream(
  header: readonly CsvValue[],
  rows: AsyncIterable<readonly CsvValue[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const it = rows[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(header)));
        return;
      }
      let chunk = "";
      for (let i = 0; i < CHUNK_ROWS; i++) {
        const next = await it.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await it.return?.(undefined);
    },
  });
}
