import type { AuditRow } from "./audit-filter";
import { csvLine, csvStream } from "./csv";

export { csvField, csvLine } from "./csv";

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

const auditCells = (r: AuditRow) => [
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
];

export const auditCsvLine = (r: AuditRow): string => csvLine(auditCells(r));

async function* cellsOf(rows: AsyncIterable<AuditRow>) {
  for await (const r of rows) yield auditCells(r);
}

export const auditCsvStream = (rows: AsyncIterable<AuditRow>): ReadableStream<Uint8Array> =>
  csvStream(AUDIT_CSV_HEADER, cellsOf(rows));
