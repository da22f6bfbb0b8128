"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { FilterBar } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import type { listAdmins } from "@/lib/auth/accounts";
import { ROLE_LABEL, ROLES } from "@/lib/auth/roles";
import { adminKeys } from "@/lib/query-keys";
import { ADMIN_PAGE_SIZES, ADMIN_STATUSES, type ListAdminsParams } from "@/lib/schemas/admins";
import { listAdminsAction } from "../_lib/actions";
import { ADMIN_FILTER_KEYS, adminsSearchParams, toAdminsParams } from "../_lib/search-params";
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
    searchParams: adminsSearchParams,
    toParams: toAdminsParams,
    filterKeys: ADMIN_FILTER_KEYS,
    queryKey: adminKeys.list,
    fetchPage: fromAction(listAdminsAction),
    ...initial,
  });
  const columns = useMemo(() => adminsColumns(meId), [meId]);
  const { role, status } = list.state;
  return (
    <div className="flex flex-col gap-3">
      <FilterBar label="Filter admins" active={list.filtered} onClear={list.clear}>
        <FilterSelect
          label="Role"
          value={role}
          options={ROLE_OPTIONS}
          onChange={(next) => list.setFilters({ role: next })}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next) => list.setFilters({ status: next })}
        />
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
