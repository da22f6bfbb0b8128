import type { Metadata } from "next";
import { listCalls } from "@/lib/api/calls";
import { listCallsQuery } from "@/lib/api/calls-query";
import { guardPage } from "@/lib/auth/guard";
import { loadFirstPage } from "@/lib/first-page";
import { CallsHeading } from "./_components/calls-heading";
import { CallsIsland } from "./_components/calls-island";
import { CallsStatic } from "./_components/calls-static";
import { toListPage } from "./_lib/list-page";
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
  const { initialPage, initialError } = await loadFirstPage(listCallsQuery, params, async (conn, query) =>
    toListPage(await listCalls(conn, query)),
  );
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
