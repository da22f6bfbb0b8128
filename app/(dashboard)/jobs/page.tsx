import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { listJobs } from "@/lib/bulk/store";
import { toJobView } from "@/lib/bulk/view";
import { getDb } from "@/lib/db";
import { activeConnection } from "@/lib/server/connections";
import { JobsTable } from "./_components/jobs-table";
import { loadJobsSearchParams, toJobsParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Bulk jobs" };

export default async function JobsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("viewer");
  const params = toJobsParams(loadJobsSearchParams(await searchParams));
  const { rows, total } = await listJobs(
    await getDb(),
    (await activeConnection())?.appId,
    params.page,
    params.perPage,
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Bulk jobs">
        Changes applied to many users, members or messages at once. Each runs on the server at the service's
        rate limit, survives a restart of the dashboard, and keeps the outcome of every row. Times are UTC.
      </PageHeader>
      <JobsTable
        initialParams={params}
        initialPage={{ data: rows.map((r) => toJobView(r.job, r.counts)), meta: { pagination: { total } } }}
      />
    </div>
  );
}
