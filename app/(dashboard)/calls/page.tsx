import type { Metadata } from "next";
import { requireConnection, UserFacingError } from "@/lib/action";
import { listCalls } from "@/lib/api/calls";
import { listCallsQuery } from "@/lib/api/calls-query";
import { isServiceError } from "@/lib/api/errors";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { CallsHeading } from "./_components/calls-heading";
import { CallsIsland } from "./_components/calls-island";
import { CallsStatic } from "./_components/calls-static";
import { type CallListPage, toListPage } from "./_lib/list-page";
import { loadCallsSearchParams, toListParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Calls" };

/**
 * The calls log: reads the URL once and renders the first page on the server as plain markup; the live table
 * (client cache, server-action paging) loads when the user first reaches for a filter or the pager.
 */
export default async function CallsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("viewer");
  const state = loadCallsSearchParams(await searchParams);
  const params = toListParams(state);
  let initialPage: CallListPage | undefined;
  let initialError: string | undefined;
  const valid = listCallsQuery.safeParse(params);
  if (!valid.success) {
    const fields = [...new Set(valid.error.issues.map((i) => i.path.join(".")))].join(", ");
    initialError = `The address holds filters the list cannot take: ${fields}.`;
  } else {
    try {
      const { conn } = requireConnection(await activeConnection());
      initialPage = toListPage(await listCalls(conn, valid.data));
    } catch (e) {
      if (isServiceError(e)) initialError = `${e.message} (${e.code})`;
      else if (e instanceof UserFacingError) initialError = e.message;
      else throw e;
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <CallsHeading />
      <CallsIsland initialParams={params} initialPage={initialPage} initialError={initialError}>
        {/* Keyed by the URL state: its fields are uncontrolled, so another URL needs fresh markup. */}
        <CallsStatic
          key={JSON.stringify(params)}
          state={state}
          params={params}
          page={initialPage}
          error={initialError}
        />
      </CallsIsland>
    </div>
  );
}
