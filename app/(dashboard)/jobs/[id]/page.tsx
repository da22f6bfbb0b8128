import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SectionBody } from "@/components/section/section-card";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { eraseReceipt } from "@/lib/bulk/erase-receipt";
import { getAppJob, jobCounts } from "@/lib/bulk/store";
import { toJobView } from "@/lib/bulk/view";
import { getDb } from "@/lib/db";
import { formatSeconds } from "@/lib/format";
import { BULK_OPERATIONS, bulkJobIdInput, ROW_NOUNS } from "@/lib/schemas/bulk";
import { activeConnection } from "@/lib/server/connections";
import { JobPanel } from "../_components/job-panel";
import { loadJobRowsSearchParams, toJobRowsParams } from "../_lib/search-params";
import { EraseReceipt } from "./_components/erase-receipt";
import { ImportRefusedLinks } from "./_components/import-refused-links";
import { RowsSection } from "./_components/job-sections";
import { importFiles } from "./_lib/import-files";

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
  const { id } = parsed.data;
  // The heading and progress need the job and its counts, read together (another app's job is not shown, so
  // its counts are read for nothing); the rows stream in below.
  const [job, counts] = await Promise.all([
    getAppJob(db, (await activeConnection())?.appId, id),
    jobCounts(db, id),
  ]);
  if (!job) notFound();
  const view = toJobView(job, counts);
  const rowParams = toJobRowsParams(job.id)(loadJobRowsSearchParams(await searchParams));
  const noun = ROW_NOUNS[view.rowKind];
  const group = typeof view.params.guid === "string" ? view.params.guid : undefined;
  const erased =
    view.operation === "users.erase" && typeof view.params.uid === "string" ? view.params.uid : undefined;
  const receipt = erased ? await eraseReceipt(db, job) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <Link href="/jobs" className="text-sm text-muted-foreground hover:underline">
        ← Bulk jobs
      </Link>
      <div>
        <h1 className="text-2xl font-semibold">
          {erased ? `Erase the user ${erased}:` : view.label} {view.total.toLocaleString("en-US")} {noun}
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
      {view.operation === "data.import" && atLeast(admin.role, "admin") ? (
        <ImportRefusedLinks jobId={job.id} files={importFiles(view.params)} />
      ) : null}
      <JobPanel
        initial={view}
        canControl={atLeast(admin.role, BULK_OPERATIONS[view.operation]?.minRole ?? "admin")}
      />
      {receipt ? <EraseReceipt jobId={job.id} initial={receipt} /> : null}
      <SectionBody label="Rows of the job" what="The rows of the job">
        <RowsSection id={job.id} rowKind={view.rowKind} params={rowParams} />
      </SectionBody>
    </div>
  );
}
