import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import * as usersContract from "@/lib/contract/users";
import { listUsersQuery, userFilters } from "@/lib/inputs/users-query";
import { call } from "@/lib/server/api/call";
import { loadFirstPage } from "@/lib/server/first-page";
import { CreateUserDialog } from "./_components/create-user-dialog";
import { UsersTable } from "./_components/users-table";
import { loadUsersSearchParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await guardPage("viewer");
  const params = userFilters.toQuery(loadUsersSearchParams(await searchParams));
  const { initialPage, initialError } = await loadFirstPage(listUsersQuery, params, (conn, query) =>
    call(conn, usersContract.listUsers, { query }),
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Users" actions={atLeast(admin.role, "admin") ? <CreateUserDialog /> : null}>
        The app's chat users, by uid. Search finds its text anywhere in a uid or a name, so a last name works.
        "Last active before" a day keeps users whose last activity was before that day began; users never
        active have no such time and match neither day. Times are UTC.
      </PageHeader>
      <UsersTable
        role={admin.role}
        initialParams={params}
        initialPage={initialPage}
        initialError={initialError}
      />
    </div>
  );
}
