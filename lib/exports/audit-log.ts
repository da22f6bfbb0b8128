import { type AuditRow, auditQuerySchema } from "../audit-filter";
import { iterateAudit, queryAudit } from "../audit-query";
import { getDb } from "../db";
import { defineExport, fieldColumns } from "./types";

const BATCH = 500;

export const auditLogExport = defineExport({
  file: "audit-log",
  schema: auditQuerySchema,
  minRole: "admin",
  columns: {
    at: { label: "Time (UTC)", value: (r: AuditRow) => new Date(r.at * 1000).toISOString() },
    actorEmail: { label: "Who", value: (r: AuditRow) => `${r.actorEmail} (${r.actorRole})` },
    ...fieldColumns<AuditRow>()({ action: "Action", appId: "App", target: "Target" }),
    outcome: {
      label: "Outcome",
      value: (r: AuditRow) => (r.errorCode ? `${r.outcome}: ${r.errorCode}` : r.outcome),
    },
    input: { label: "Input", value: (r: AuditRow) => r.input },
  },
  // By id, not offset: entries written during the export, its own among them, must not shift later pages.
  pages: async function* (_source, { page: _page, perPage: _perPage, ...filter }) {
    const db = await getDb();
    const { total } = await queryAudit(db, { ...filter, page: 1, perPage: 1 });
    let rows: AuditRow[] = [];
    for await (const row of iterateAudit(db, filter, BATCH)) {
      rows.push(row);
      if (rows.length === BATCH) {
        yield { rows, total };
        rows = [];
      }
    }
    yield { rows, total };
  },
});
