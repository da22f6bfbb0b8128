"use client";

import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { listRolesAction } from "@/lib/actions/roles";
import { type ListRolesParams, ROLE_PAGE_SIZES } from "@/lib/inputs/roles-query";
import { roleKeys } from "@/lib/query-keys";
import type { RolePage } from "@/lib/server/api/chat-roles";
import { rolesSearchParams, toRolesParams } from "../_lib/search-params";
import { rolesColumns } from "./roles-columns";

export function RolesTable(initial: {
  initialParams: ListRolesParams;
  initialPage?: RolePage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: rolesSearchParams,
    toParams: toRolesParams,
    filterKeys: [],
    queryKey: roleKeys.list,
    fetchPage: fromAction(listRolesAction),
    ...initial,
  });
  return (
    <DataTable
      list="roles"
      caption="User roles"
      columns={rolesColumns}
      getRowId={(r) => r.role}
      pageSizes={ROLE_PAGE_SIZES}
      emptyTitle="This app has no roles"
      {...list.table}
    />
  );
}
