"use server";

import { z } from "zod";
import { atLeast, ROLE_LABEL } from "@/lib/auth/roles";
import { type Admin, AuthError } from "@/lib/auth/session";
import { bulkJobRunner, createBulkJob, planBulkJob } from "@/lib/bulk/jobs";
import { getAppJob, jobCounts, listJobs, listRows, setJobStatus } from "@/lib/bulk/store";
import { toJobView, toRowView } from "@/lib/bulk/view";
import { getDb, nowSeconds } from "@/lib/db";
import { bulkRowsQuery } from "@/lib/inputs/bulk-rows-query";
import {
  BULK_OPERATIONS,
  type BulkOperation,
  bulkJobIdInput,
  bulkJobInput,
  bulkJobsQuery,
} from "@/lib/schemas/bulk";
import { actionClient, appActionClient, UserFacingError } from "@/lib/server/action";

function mayRun(admin: Admin, operation: BulkOperation) {
  const min = BULK_OPERATIONS[operation].minRole;
  if (!atLeast(admin.role, min)) {
    throw new AuthError(
      "forbidden",
      `${BULK_OPERATIONS[operation].label} in bulk needs the ${ROLE_LABEL[min]} role.`,
      admin,
    );
  }
}

/** The dry run of a bulk job: how many rows, which operation in how many calls, what cannot be undone. */
export const planBulkJobAction = appActionClient
  .metadata({ name: "bulk.plan", minRole: "moderator", mutation: false })
  .inputSchema(bulkJobInput)
  .action(async ({ parsedInput, ctx }) => {
    mayRun(ctx.admin, parsedInput.operation);
    return planBulkJob(ctx.connection, parsedInput);
  });

/** Starts a bulk job on the server; `id` (made by the browser) makes a repeated request harmless. */
export const startBulkJobAction = appActionClient
  .metadata({ name: "bulk.start", minRole: "moderator", mutation: true })
  .inputSchema(z.intersection(bulkJobInput, z.object({ id: z.string().uuid() })))
  .action(async ({ parsedInput, ctx }) => {
    mayRun(ctx.admin, parsedInput.operation);
    return createBulkJob(ctx.connection, parsedInput, ctx.admin.email);
  });

const NO_SUCH_JOB = "There is no such job.";

/** The job, if it is the selected app's: another app's job answers as a missing one. */
async function appJob(id: string, appId: string | undefined) {
  const job = await getAppJob(await getDb(), appId, id);
  if (!job) throw new UserFacingError(NO_SUCH_JOB);
  return job;
}

async function jobFor(id: string, admin: Admin, appId: string | undefined) {
  const job = await appJob(id, appId);
  mayRun(admin, job.operation as BulkOperation);
  return job;
}

const CONTROL = {
  pause: {
    from: ["queued", "running"],
    to: "paused",
    refused: "Only a queued or running job can be paused.",
  },
  resume: { from: ["paused"], to: "running", refused: "Only a paused job can be resumed." },
  cancel: { from: ["queued", "running", "paused"], to: "cancelled", refused: "This job has already ended." },
} as const;

/** Pauses, resumes or cancels a job: the runner takes it up between two calls of the service. */
export const controlBulkJobAction = actionClient
  .metadata({ name: "bulk.control", minRole: "moderator", mutation: true })
  .inputSchema(bulkJobIdInput.extend({ control: z.enum(["pause", "resume", "cancel"]) }))
  .action(async ({ parsedInput, ctx }) => {
    const job = await jobFor(parsedInput.id, ctx.admin, ctx.connection?.appId);
    const c = CONTROL[parsedInput.control];
    const db = await getDb();
    if (!(await setJobStatus(db, job.id, c.from, c.to, nowSeconds()))) throw new UserFacingError(c.refused);
    if (parsedInput.control !== "pause") (await bulkJobRunner()).wake();
    return { status: c.to };
  });

/** One job with its row counts (the job page polls it while the job runs). */
export const getBulkJobAction = actionClient
  .metadata({ name: "bulk.get", minRole: "viewer", mutation: false })
  .inputSchema(bulkJobIdInput)
  .action(async ({ parsedInput, ctx }) => {
    const job = await appJob(parsedInput.id, ctx.connection?.appId);
    return toJobView(job, await jobCounts(await getDb(), job.id));
  });

/** The app's jobs, newest first. */
export const listBulkJobsAction = actionClient
  .metadata({ name: "bulk.list", minRole: "viewer", mutation: false })
  .inputSchema(bulkJobsQuery)
  .action(async ({ parsedInput, ctx }) => {
    const { rows, total } = await listJobs(
      await getDb(),
      ctx.connection?.appId,
      parsedInput.page,
      parsedInput.perPage,
    );
    return {
      data: rows.map((r) => toJobView(r.job, r.counts)),
      meta: { pagination: { total } },
    };
  });

/** One page of a job's rows with their outcomes. */
export const listBulkRowsAction = actionClient
  .metadata({ name: "bulk.rows", minRole: "viewer", mutation: false })
  .inputSchema(bulkRowsQuery)
  .action(async ({ parsedInput, ctx }) => {
    const job = await appJob(parsedInput.id, ctx.connection?.appId);
    const { rows, total } = await listRows(await getDb(), job.id, parsedInput);
    return {
      data: rows.map(toRowView),
      meta: { pagination: { total } },
    };
  });
