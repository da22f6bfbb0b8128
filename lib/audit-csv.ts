import type { AuditRow } from "./audit-filter";

/** The export's columns, in order. */
export const AUDIT_CSV_HEADER = [
  "id",
  "at_utc",
  "actor_email",
  "actor_role",
  "app_id",
  "action",
  "target",
  "outcome",
  "error_code",
  "input",
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break (quotes doubled). A value a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading `'`.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** One CSV line, CRLF-terminated as RFC 4180 asks. */
export const csvLine = (fields: readonly (string | number | null | undefined)[]) =>
  `${fields.map(csvField).join(",")}\r\n`;

/** An audit entry as a CSV line; the time as ISO 8601 UTC. */
export function auditCsvLine(r: AuditRow): string {
  return csvLine([
    r.id,
    new Date(r.at * 1000).toISOString(),
    r.actorEmail,
    r.actorRole,
    r.appId,
    r.action,
    r.target,
    r.outcome,
    r.errorCode,
    r.input,
  ]);
}

/** The CSV of the rows as a byte stream: the header, then one line per entry as the source yields it. */
export function auditCsvStream(rows: AsyncIterable<AuditRow>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const it = rows[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(AUDIT_CSV_HEADER)));
        return;
      }
      // Lines go out in chunks of up to 200 entries, so a large export streams without a write per line.
      let chunk = "";
      for (let i = 0; i < 200; i++) {
        const next = await it.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += auditCsvLine(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await it.return?.(undefined);
    },
  });
}
