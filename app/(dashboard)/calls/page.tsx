import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard";
import * as callsContract from "@/lib/contract/calls";
import { callFilters } from "@/lib/inputs/calls-options";
import { listCallsInput } from "@/lib/inputs/calls-query";
import { call } from "@/lib/server/api/call";
import { loadFirstPage } from "@/lib/server/first-page";
import { CallsHeading } from "./_components/calls-heading";
import { CallsTable } from "./_components/calls-table";
import { toListPage } from "./_lib/list-page";
import { loadCallsSearchParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Calls" };

export default async function CallsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("viewer");
  const params = callFilters.toQuery(loadCallsSearchParams(await searchParams));
  const { initialPage, initialError } = await loadFirstPage(listCallsInput, params, async (conn, query) =>
    toListPage(await call(conn, callsContract.listCalls, { query })),
  );
  return (
    <div className="flex flex-col gap-4">
      <CallsHeading />
      <CallsTable initialParams={params} initialPage={initialPage} initialError={initialError} />
    </div>
  );
}
