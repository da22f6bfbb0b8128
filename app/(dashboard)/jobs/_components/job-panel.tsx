"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { Button } from "@/components/ui/button";
import { unwrapAction } from "@/lib/action-result";
import { controlBulkJobAction, getBulkJobAction } from "@/lib/actions/bulk";
import { type JobView, settled } from "@/lib/bulk/view";
import { formatSeconds } from "@/lib/format";
import { bulkKeys } from "@/lib/query-keys";
import { JobProgress, JobStatus } from "./job-status";

const LIVE = new Set(["queued", "running"]);
const count = (n: number) => n.toLocaleString("en-US");

/** A job's progress, followed every second while it runs, with pause, resume and cancel. */
export function JobPanel({ initial, canControl }: { initial: JobView; canControl: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: bulkKeys.job(initial.id),
    queryFn: async () => {
      const job = unwrapAction(await getBulkJobAction({ id: initial.id }));
      // The rows table follows the job while it polls: each settled row may change the page shown.
      void queryClient.invalidateQueries({ queryKey: [...bulkKeys.job(initial.id), "rows"] });
      return job;
    },
    initialData: initial,
    refetchInterval: (q) => (q.state.data && LIVE.has(q.state.data.status) ? 1000 : false),
  });
  const job = query.data;
  const progress = settled(job);

  const control = (c: "pause" | "resume" | "cancel") => async () => {
    const res = await controlBulkJobAction({ id: job.id, control: c });
    await query.refetch();
    return res;
  };
  // Cancel reports through its confirmation; pause and resume say here why the job refused.
  const now = (c: "pause" | "resume") => async () => {
    const res = await control(c)();
    if (res?.serverError) toast.error(res.serverError);
  };
  return (
    <section aria-label="Progress" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <JobStatus status={job.status} />
        <JobProgress settled={progress} total={job.total} label="Rows settled" />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-5" aria-label="Rows by outcome">
        {(["done", "refused", "skipped", "pending"] as const).map((k) => (
          <div key={k}>
            <dt className="text-muted-foreground">
              {k === "pending" ? "Not applied yet" : k[0]?.toUpperCase() + k.slice(1)}
            </dt>
            <dd className="font-medium tabular-nums" data-testid={`count-${k}`}>
              {count(k === "pending" ? job.counts.pending + job.counts.applying : job.counts[k])}
            </dd>
          </div>
        ))}
      </dl>
      {job.waitingUntil ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          The service's rate limit holds the job until {formatSeconds(job.waitingUntil)} UTC; it goes on by
          itself.
        </p>
      ) : null}
      {job.lastError && !job.waitingUntil ? (
        <p role="alert" className="text-sm text-destructive">
          {job.lastError}
        </p>
      ) : null}
      {job.status === "cancelled" ? (
        <p className="text-sm">
          Cancelled: {count(job.counts.done)} rows were applied before it stopped;{" "}
          {count(job.counts.pending + job.counts.applying)} were never applied.
        </p>
      ) : null}
      {canControl && !["done", "cancelled"].includes(job.status) ? (
        <div className="flex flex-wrap gap-2">
          {LIVE.has(job.status) ? (
            <Button type="button" variant="outline" size="sm" onClick={now("pause")}>
              Pause
            </Button>
          ) : (
            <Button type="button" size="sm" onClick={now("resume")}>
              Resume
            </Button>
          )}
          <ConfirmActionButton
            label="Cancel job"
            name={job.label}
            title="Cancel this job?"
            description={`Rows already applied stay applied (${count(job.counts.done)} so far); the ${count(job.counts.pending)} rows not applied yet never will be. The job's record keeps every row's outcome.`}
            confirmLabel="Cancel job"
            action={control("cancel")}
            successMessage="The job was cancelled."
            errorMessage="The job could not be cancelled."
          />
        </div>
      ) : null}
    </section>
  );
}
