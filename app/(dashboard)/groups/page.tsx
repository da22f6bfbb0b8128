import type { Metadata } from "next";
import { listGroups } from "@/lib/api/chat";
import { listGroupsQuery } from "@/lib/api/chat-groups-query";
import { guardPage } from "@/lib/auth/guard";
import { loadFirstPage } from "@/lib/first-page";
import { GroupsTable } from "./_components/groups-table";
import { loadGroupsSearchParams, toGroupsParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Groups" };

/** The app's groups: reads the URL once, renders the first page on the server, hands over to the client cache. */
export default async function GroupsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("viewer");
  const params = toGroupsParams(loadGroupsSearchParams(await searchParams));
  const { initialPage, initialError } = await loadFirstPage(listGroupsQuery, params, listGroups);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Groups</h1>
        <p className="text-sm text-muted-foreground">
          Every group of the app. Search matches part of a guid or a name; sort by name, guid or creation
          time.
        </p>
      </div>
      <GroupsTable initialParams={params} initialPage={initialPage} initialError={initialError} />
    </div>
  );
}
