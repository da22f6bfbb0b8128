import type { Metadata } from "next";
import { requireConnection, UserFacingError } from "@/lib/action";
import { listGroups } from "@/lib/api/chat";
import type { GroupPage } from "@/lib/api/chat-groups";
import { listGroupsQuery } from "@/lib/api/chat-groups-query";
import { isServiceError } from "@/lib/api/errors";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
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
  let initialPage: GroupPage | undefined;
  let initialError: string | undefined;
  const valid = listGroupsQuery.safeParse(params);
  if (!valid.success) {
    initialError = `The address holds filters the list cannot take: ${valid.error.issues.map((i) => i.path.join(".")).join(", ")}.`;
  } else {
    try {
      initialPage = await listGroups(requireConnection(await activeConnection()).conn, valid.data);
    } catch (e) {
      if (isServiceError(e)) initialError = `${e.message} (${e.code})`;
      else if (e instanceof UserFacingError) initialError = e.message;
      else throw e;
    }
  }
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
