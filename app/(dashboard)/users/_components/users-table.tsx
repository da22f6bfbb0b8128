"use client";

import type { z } from "zod";
import { BulkBar } from "@/components/bulk/bulk-bar";
import { useBulkSelection } from "@/components/bulk/use-bulk-selection";
import { DataTable } from "@/components/data-table/data-table";
import { urlSorting } from "@/components/data-table/url-sorting";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { atLeast } from "@/lib/auth/roles";
import type { listUsers } from "@/lib/contract/users";
import type { Role } from "@/lib/db/types";
import { formatCount } from "@/lib/format";
import {
  type ListUsersParams,
  outsideLastActive,
  USER_PAGE_SIZES,
  USER_SORTS,
  userFilters,
} from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import type { BulkOperation } from "@/lib/schemas/bulk";
import { listUsersAction } from "../_lib/actions";
import { userHref, usersColumns } from "./users-columns";
import { UsersFilters } from "./users-filters";

export type UserPage = z.output<(typeof listUsers)["response"]>;

const USER_OPERATIONS: BulkOperation[] = [
  "users.deactivate",
  "users.reactivate",
  "users.add-to-group",
  "users.block",
  "users.delete",
];

export function UsersTable({
  role,
  ...initial
}: {
  role: Role;
  initialParams: ListUsersParams;
  initialPage?: UserPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: userFilters.parsers,
    toParams: userFilters.toQuery,
    filterKeys: userFilters.keys,
    queryKey: userKeys.list,
    fetchPage: fromAction(listUsersAction),
    ...initial,
  });
  const selection = useBulkSelection(list.params);
  const bulk = atLeast(role, "moderator");
  // The last-active bounds are ours: a service that ignores them answers every user. The rows stay shown
  // (the page and its total are the service's), with a warning.
  const outside = list.table.data.filter((u) => outsideLastActive(u, list.params) !== undefined).length;
  return (
    <div className="flex flex-col gap-4">
      <UsersFilters {...list.filterBar} />
      {outside > 0 ? (
        <p
          role="status"
          className="rounded-md border border-amber-500/60 bg-amber-500/5 px-3 py-2 text-sm text-amber-800 dark:text-amber-300"
        >
          The service did not apply the last-active filter: rows outside it are shown ({formatCount(outside)}{" "}
          on this page) and its total counts them; a bulk job skips them, and an export leaves them out.
        </p>
      ) : null}
      <DataTable
        list="users"
        caption="Users"
        columns={usersColumns}
        getRowId={(u) => u.uid}
        pageSizes={USER_PAGE_SIZES}
        {...urlSorting(USER_SORTS, list.params, list.setState)}
        emptyTitle={list.filtered ? "No users match these filters" : "No users yet"}
        rowHref={userHref}
        selection={bulk ? selection : undefined}
        toolbar={
          bulk ? (
            <BulkBar
              selection={selection}
              total={list.table.total}
              noun={{ one: "user", many: "users" }}
              operations={USER_OPERATIONS}
              role={role}
              query={list.params}
            />
          ) : null
        }
        {...list.table}
      />
    </div>
  );
}
