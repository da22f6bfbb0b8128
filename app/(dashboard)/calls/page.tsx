import type { Metadata } from "next";
import { requireConnection, UserFacingError } from "@/lib/action";
import { type CallPage, listCalls } from "@/lib/api/calls";
import { listCallsQuery } from "@/lib/api/calls-query";
import { isServiceError } from "@/lib/api/errors";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { CallsTable } from "./_components/calls-table";
import { loadCallsSearchParams, toListParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Calls" };

/** The calls log: reads the URL once, renders the first page on the server, hands over to the client cache. */
export default async function CallsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("viewer");
  const params = toListParams(loadCallsSearchParams(await searchParams));
  let initialPage: CallPage | undefined;
  let initialError: string | undefined;
  const valid = listCallsQuery.safeParse(params);
  if (!valid.success) {
    const fields = [...new Set(valid.error.issues.map((i) => i.path.join(".")))].join(", ");
    initialError = `The address holds filters the list cannot take: ${fields}.`;
  } else {
    try {
      const { conn } = requireConnection(await activeConnection());
      initialPage = await listCalls(conn, valid.data);
    } catch (e) {
      if (isServiceError(e)) initialError = `${e.message} (${e.code})`;
      else if (e instanceof UserFacingError) initialError = e.message;
      else throw e;
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Calls</h1>
        <p className="text-sm text-muted-foreground">
          Every call of the app, newest first — the service lists calls by when they were initiated and offers
          no other order. Times are UTC.
        </p>
      </div>
      <CallsTable initialParams={params} initialPage={initialPage} initialError={initialError} />
    </div>
  );
}
