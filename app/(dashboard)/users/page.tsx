import type { Metadata } from "next";
import { requireConnection, UserFacingError } from "@/lib/action";
import { listUsers } from "@/lib/api/chat";
import { isServiceError } from "@/lib/api/errors";
import { listUsersQuery } from "@/lib/api/users-query";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { type UserPage, UsersTable } from "./_components/users-table";
import { loadUsersSearchParams, toUsersParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Users" };

/** The app's users: reads the URL once, renders the first page on the server, hands over to the client cache. */
export default async function UsersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("viewer");
  const params = toUsersParams(loadUsersSearchParams(await searchParams));
  let initialPage: UserPage | undefined;
  let initialError: string | undefined;
  const valid = listUsersQuery.safeParse(params);
  if (!valid.success) {
    const fields = [...new Set(valid.error.issues.map((i) => i.path.join(".")))].join(", ");
    initialError = `The address holds filters the list cannot take: ${fields}.`;
  } else {
    try {
      const { conn } = requireConnection(await activeConnection());
      initialPage = await listUsers(conn, valid.data);
    } catch (e) {
      if (isServiceError(e)) initialError = `${e.message} (${e.code})`;
      else if (e instanceof UserFacingError) initialError = e.message;
      else throw e;
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Users</h1>
        <p className="text-sm text-muted-foreground">
          The app's chat users, by uid. Search matches the start of a uid or a name. Times are UTC.
        </p>
      </div>
      <UsersTable initialParams={params} initialPage={initialPage} initialError={initialError} />
    </div>
  );
}
