import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { getAppJob, jobCounts, listRows } from "@/lib/bulk/store";
import { toJobView, toRowView } from "@/lib/bulk/view";
import { activeConnection } from "@/lib/connections";
import { getDb } from "@/lib/db";
import { formatSeconds } from "@/lib/format";
import { BULK_OPERATIONS, bulkJobIdInput, ROW_NOUNS } from "@/lib/schemas/bulk";
import { JobPanel } from "../_components/job-panel";
import { JobRowsTable } from "../_components/job-rows-table";
import { loadJobRowsSearchParams, toJobRowsParams } from "../_lib/search-params";

export const metadata: Metadata = { title: "Bulk job" };

export default async function JobPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await guardPage("viewer");
  const parsed = bulkJobIdInput.safeParse(await params);
  if (!parsed.success) notFound();
  const db = await getDb();
  const job = await getAppJob(db, (await activeConnection())?.appId, parsed.data.id);
  if (!job) notFound();
  const view = toJobView(job, await jobCounts(db, job.id));
  const rowParams = toJobRowsParams(job.id)(loadJobRowsSearchParams(await searchParams));
  const rows = await listRows(db, job.id, rowParams);
  const noun = ROW_NOUNS[view.rowKind];
  const group = typeof view.params.guid === "string" ? view.params.guid : undefined;
  return (
    <div className="flex flex-col gap-4">
      <Link href="/jobs" className="text-sm text-muted-foreground hover:underline">
        ← Bulk jobs
      </Link>
      <div>
        <h1 className="text-2xl font-semibold">
          {view.label} {view.total.toLocaleString("en-US")} {noun}
          {group ? (
            <>
              {" "}
              in <Link href={`/groups/${encodeURIComponent(group)}`}>{group}</Link>
            </>
          ) : null}
        </h1>
        <p className="text-sm text-muted-foreground">
          Started by {view.createdBy} at {formatSeconds(view.createdAt)} UTC
          {view.finishedAt ? `, ended at ${formatSeconds(view.finishedAt)} UTC` : ""}.{" "}
          {BULK_OPERATIONS[view.operation]?.undo ?? "This cannot be undone."}
        </p>
      </div>
      <JobPanel
        initial={view}
        canControl={atLeast(admin.role, BULK_OPERATIONS[view.operation]?.minRole ?? "admin")}
      />
      <JobRowsTable
        id={job.id}
        rowKind={view.rowKind}
        initialParams={rowParams}
        initialPage={{
          data: rows.rows.map(toRowView),
          meta: { pagination: { total: rows.total } },
        }}
      />
    </div>
  );
}
