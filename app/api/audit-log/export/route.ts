import { auditCsvStream } from "@/lib/audit-csv";
import { auditFilterSchema, auditFilters } from "@/lib/audit-filter";
import { iterateAudit } from "@/lib/audit-query";
import { getDb } from "@/lib/db";
import { sendFilters } from "@/lib/inputs/list-filters";
import { issuesSentence, RouteError, route } from "@/lib/route";

// Owners and admins only, checked here, not only by the page; exporting the log is itself written to it.
export const GET = route({ minRole: "admin", audit: "audit.export" }, async ({ req, audit }) => {
  const filters = sendFilters(auditFilters.fields, auditFilters.load(new URL(req.url).searchParams));
  const parsed = auditFilterSchema.safeParse(filters);
  if (!parsed.success) throw new RouteError(400, "INVALID", issuesSentence(parsed.error.issues));
  audit.input = parsed.data;
  const day = new Date().toISOString().slice(0, 10);
  return new Response(auditCsvStream(iterateAudit(await getDb(), parsed.data)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-log-${day}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
