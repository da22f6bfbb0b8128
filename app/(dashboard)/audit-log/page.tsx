import type { Metadata } from "next";
import { connection } from "next/server";
import { PageHeader } from "@/components/page-header";
import { auditFilters, auditQuerySchema } from "@/lib/audit-filter";
import { auditFacets, queryAudit } from "@/lib/audit-query";
import { guardPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db";
import { type AuditPage, AuditTable } from "./_components/audit-table";
import { loadAuditSearchParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditLogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  await guardPage("admin");
  const params = auditFilters.toQuery(loadAuditSearchParams(await searchParams));
  const db = await getDb();
  let initialPage: AuditPage | undefined;
  let initialError: string | undefined;
  const valid = auditQuerySchema.safeParse(params);
  if (valid.success) initialPage = await queryAudit(db, valid.data);
  else
    initialError = valid.error.issues.map((i) => `${i.path.join(".") || "filters"}: ${i.message}`).join("; ");
  const facets = await auditFacets(db);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Audit log">
        Every change made through this dashboard: who, what, in which app, and whether the service accepted
        it. An entry keeps only the fields of the input its action names, never a password, code, token or
        key. Nobody can edit or delete an entry here. Times are UTC.
      </PageHeader>
      <AuditTable
        initialParams={params}
        initialPage={initialPage}
        initialError={initialError}
        facets={facets}
      />
    </div>
  );
}
