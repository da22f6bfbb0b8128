export type CsvValue = string | number | boolean | null | undefined;

/** A value a spreadsheet would run as a formula gets a leading `'`. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const csvLine = (fields: readonly CsvValue[]) => `${fields.map(csvField).join(",")}\r\n`;

export const isoSeconds = (s: number | null | undefined) => (s ? new Date(s * 1000).toISOString() : "");

const CHUNK_ROWS = 200;

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
