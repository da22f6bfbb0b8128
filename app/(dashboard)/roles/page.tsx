import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import * as rolesContract from "@/lib/contract/roles";
import { listRolesQuery } from "@/lib/inputs/roles-query";
import { call } from "@/lib/server/api/call";
import { loadFirstPage } from "@/lib/server/first-page";
import { RoleDialog } from "./_components/role-dialog";
import { RolesTable } from "./_components/roles-table";
import { loadRolesSearchParams, toRolesParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Roles" };

export default async function RolesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("admin");
  const params = toRolesParams(loadRolesSearchParams(await searchParams));
  const first = await loadFirstPage(listRolesQuery, params, (conn, query) =>
    call(conn, rolesContract.listRoles, { query }),
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Roles" actions={<RoleDialog />}>
        Every user has a role (<code>default</code> when none is given). A role can limit whom its users list
        and message to their friends, and deny them features such as creating groups or sending messages.
      </PageHeader>
      <RolesTable initialParams={params} {...first} />
    </div>
  );
}
