"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { bindFilters, FilterBar } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import type { listAdmins } from "@/lib/auth/accounts";
import { ROLE_LABEL, ROLES } from "@/lib/auth/roles";
import { adminFilters, type ListAdminsParams } from "@/lib/inputs/admins-query";
import { adminKeys } from "@/lib/query-keys";
import { ADMIN_PAGE_SIZES, ADMIN_STATUSES } from "@/lib/schemas/admins";
import { listAdminsAction } from "../_lib/actions";
import { adminsColumns } from "./admins-columns";

type AdminsPage = Awaited<ReturnType<typeof listAdmins>>;
const ROLE_OPTIONS = optionsOf([...ROLES].reverse(), (r) => ROLE_LABEL[r]);
const STATUS_OPTIONS = optionsOf(ADMIN_STATUSES);

export function AdminsTable({
  meId,
  ...initial
}: {
  meId: string;
  initialParams: ListAdminsParams;
  initialPage?: AdminsPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: adminFilters.parsers,
    toParams: adminFilters.toQuery,
    filterKeys: adminFilters.keys,
    queryKey: adminKeys.list,
    fetchPage: fromAction(listAdminsAction),
    ...initial,
  });
  const columns = useMemo(() => adminsColumns(meId), [meId]);
  const f = bindFilters(list.state, list.setFilters);
  return (
    <div className="flex flex-col gap-3">
      <FilterBar label="Filter admins" active={list.filtered} onClear={list.clear}>
        <FilterSelect label="Role" options={ROLE_OPTIONS} {...f.changes("role")} />
        <FilterSelect label="Status" options={STATUS_OPTIONS} {...f.changes("status")} />
      </FilterBar>
      <DataTable
        list="admins"
        caption="Admin accounts"
        columns={columns}
        getRowId={(a) => a.id}
        pageSizes={ADMIN_PAGE_SIZES}
        emptyTitle={list.filtered ? "No accounts match these filters" : "No accounts"}
        {...list.table}
      />
    </div>
  );
}
