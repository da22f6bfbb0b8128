import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import * as groupsContract from "@/lib/contract/groups";
import { groupFilters, listGroupsQuery } from "@/lib/inputs/chat-groups-query";
import { call } from "@/lib/server/api/call";
import { loadFirstPage } from "@/lib/server/first-page";
import { CreateGroupDialog } from "./_components/create-group-dialog";
import { GroupsTable } from "./_components/groups-table";
import { loadGroupsSearchParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Groups" };

export default async function GroupsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await guardPage("viewer");
  const canAdminister = atLeast(admin.role, "admin");
  const params = groupFilters.toQuery(loadGroupsSearchParams(await searchParams));
  const { initialPage, initialError } = await loadFirstPage(listGroupsQuery, params, (conn, query) =>
    call(conn, groupsContract.listGroups, { query }),
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Groups" actions={canAdminister ? <CreateGroupDialog /> : null}>
        Every group of the app. Search matches part of a guid or a name; sort by name, guid or creation time.
      </PageHeader>
      <GroupsTable
        canAdminister={canAdminister}
        initialParams={params}
        initialPage={initialPage}
        initialError={initialError}
      />
    </div>
  );
}
