"use client";

import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { unwrapAction } from "@/lib/action-result";
import { AUDIT_PAGE_SIZES, type AuditQuery, type AuditRow, auditFilters } from "@/lib/audit-filter";
import { auditKeys } from "@/lib/query-keys";
import { listAuditAction } from "../_lib/actions";
import { auditColumns } from "./audit-columns";
import { AuditFilters } from "./audit-filters";

export type AuditPage = { rows: AuditRow[]; total: number };

const paged = (p: AuditPage) => ({ data: p.rows, meta: { pagination: { total: p.total } } });

export function AuditTable({
  initialPage,
  facets,
  ...initial
}: {
  initialParams: AuditQuery;
  initialPage?: AuditPage;
  initialError?: string;
  facets: { actions: string[]; appIds: string[] };
}) {
  const list = useDataTable({
    searchParams: auditFilters.parsers,
    toParams: auditFilters.toQuery,
    filterKeys: auditFilters.keys,
    queryKey: auditKeys.list,
    fetchPage: async (params: AuditQuery) =>
      paged(
        unwrapAction(await listAuditAction(params), {
          invalid: "These filters are not valid: check the time range.",
        }),
      ),
    initialPage: initialPage && paged(initialPage),
    ...initial,
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <AuditFilters facets={facets} {...list.filterBar} />
      </div>
      <DataTable
        list="audit-log"
        caption="Audit log, newest first"
        columns={auditColumns}
        getRowId={(r) => String(r.id)}
        pageSizes={AUDIT_PAGE_SIZES}
        emptyTitle={
          list.filtered
            ? "No entries match these filters"
            : "Nothing has been changed through the dashboard yet"
        }
        {...list.table}
      />
    </div>
  );
}
