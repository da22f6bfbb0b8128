import { appendAudit } from "@/lib/audit";
import { auditCsvStream } from "@/lib/audit-csv";
import { auditFilterSchema } from "@/lib/audit-filter";
import { iterateAudit } from "@/lib/audit-query";
import { AuthError, requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { loadAuditSearchParams, toAuditQuery } from "../../../(dashboard)/audit-log/_lib/search-params";

const json = (status: number, message: string) =>
  Response.json(
    {
      error: { message, code: status === 401 ? "UNAUTHENTICATED" : status === 403 ? "FORBIDDEN" : "INVALID" },
    },
    { status },
  );

/**
 * The filtered audit log as CSV, streamed; owners and admins only (checked here, not only by the page).
 * Takes the page's own URL filters, so "Export CSV" exports exactly what the list shows, across all pages.
 */
export async function GET(req: Request) {
  let admin: Awaited<ReturnType<typeof requireAdmin>>;
  try {
    admin = await requireAdmin("admin");
  } catch (e) {
    if (e instanceof AuthError) return json(e.kind === "unauthenticated" ? 401 : 403, e.message);
    throw e;
  }
  const {
    page: _page,
    perPage: _perPage,
    ...filters
  } = toAuditQuery(loadAuditSearchParams(new URL(req.url).searchParams));
  const parsed = auditFilterSchema.safeParse(filters);
  if (!parsed.success) {
    return json(
      400,
      parsed.error.issues.map((i) => `${i.path.join(".") || "filters"}: ${i.message}`).join("; "),
    );
  }
  const db = await getDb();
  // Exporting the log is itself worth knowing about.
  await appendAudit({
    actorEmail: admin.email,
    actorRole: admin.role,
    action: "audit.export",
    input: parsed.data,
    outcome: "ok",
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(auditCsvStream(iterateAudit(db, parsed.data)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-log-${day}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
