import "server-only";
import { connectionForApp } from "../connections";
import { getDb, nowSeconds } from "../db";
import { EXPORTS } from "../exports/registry";
import type { ExportSource } from "../exports/types";
import { instanceId } from "../instance";
import {
  BULK_OPERATIONS,
  type BulkJobInput,
  type BulkOperation,
  bulkJobInput,
  MAX_JOB_ROWS,
} from "../schemas/bulk";
import { singletonPromise } from "../singleton";
import { UserFacingError } from "../user-facing-error";
import { runnerFor } from "./operations";
import { startJobRunner } from "./runner";
import { insertJob } from "./store";

/** The list a selection "all matching this filter" is read from, and the column holding each row's id. */
const SOURCES: Partial<Record<string, { list: string; idColumn: string }>> = {
  users: { list: "users", idColumn: "uid" },
  members: { list: "group-members", idColumn: "uid" },
  messages: { list: "messages", idColumn: "id" },
};

function listOf(operation: BulkOperation) {
  const s = SOURCES[BULK_OPERATIONS[operation].rows];
  if (!s) throw new UserFacingError("These rows are picked one by one, not by a filter.");
  const list = EXPORTS[s.list];
  if (!list) throw new Error(`no list ${s.list} to select ${operation} rows from`);
  return { list, idColumn: s.idColumn };
}

/** This process's job runner, started once (the instrumentation hook starts it with the server). */
export function bulkJobRunner() {
  return singletonPromise("bulk-job-runner", async () =>
    startJobRunner({
      db: await getDb(),
      owner: instanceId(),
      connectionFor: connectionForApp,
      runnerFor,
    }),
  );
}

/** The filtered list's total as its first page tells it; a cursor list, which tells none, is counted. */
async function matchingTotal(source: ExportSource, operation: BulkOperation, query: unknown) {
  const { list, idColumn } = listOf(operation);
  const params = parseQuery(list.schema, query);
  let counted = 0;
  for await (const page of list.cells(source, params, [idColumn])) {
    if (page.total !== undefined) return page.total;
    counted += page.rows.length;
    if (counted > MAX_JOB_ROWS) break;
  }
  return counted;
}

function parseQuery(schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, query: unknown) {
  const parsed = schema.safeParse(query);
  if (!parsed.success)
    throw new UserFacingError("The list's filter is not valid; reload the list and try again.");
  return parsed.data;
}

/** Every id the selection names, read now: later changes to the list do not change the job's rows. */
async function resolveTargets(source: ExportSource, input: ReturnType<typeof bulkJobInput.parse>) {
  if (input.selection.kind === "ids") return [...new Set(input.selection.ids)];
  const { list, idColumn } = listOf(input.operation);
  const params = parseQuery(list.schema, input.selection.query);
  const ids = new Set<string>();
  for await (const page of list.cells(source, params, [idColumn])) {
    for (const [id] of page.rows) if (id !== null && id !== undefined && id !== "") ids.add(String(id));
    if (ids.size > MAX_JOB_ROWS) {
      throw new UserFacingError(
        `More than ${MAX_JOB_ROWS.toLocaleString("en-US")} rows match: narrow the filter and run several jobs.`,
      );
    }
  }
  return [...ids];
}

/** A member operation's group must be the group whose members were selected. */
function checkGroup(input: ReturnType<typeof bulkJobInput.parse>) {
  if (BULK_OPERATIONS[input.operation].rows !== "members" || input.selection.kind !== "filter") return;
  if (String(input.selection.query.guid).toLowerCase() !== String(input.params.guid).toLowerCase()) {
    throw new UserFacingError("The members were selected in another group than the one the job names.");
  }
}

export interface BulkPlan {
  operation: BulkOperation;
  label: string;
  rows: number;
  /** Calls of the service the job makes at most (one per row for per-row operations). */
  calls: number;
  undo: string | null;
}

/** The dry run: how many rows, which operation in how many calls, and whether it can be undone. */
export async function planBulkJob(source: ExportSource, raw: BulkJobInput): Promise<BulkPlan> {
  const input = bulkJobInput.parse(raw);
  checkGroup(input);
  const op = BULK_OPERATIONS[input.operation];
  const rows =
    input.selection.kind === "ids"
      ? new Set(input.selection.ids).size
      : await matchingTotal(source, input.operation, input.selection.query);
  if (rows > MAX_JOB_ROWS) {
    throw new UserFacingError(
      `${rows.toLocaleString("en-US")} rows match; a job takes at most ${MAX_JOB_ROWS.toLocaleString("en-US")}. Narrow the filter.`,
    );
  }
  return {
    operation: input.operation,
    label: op.label,
    rows,
    calls: Math.ceil(rows / op.perCall),
    undo: op.undo,
  };
}

/**
 * Creates the job with its rows, then wakes this instance's runner. `id` is the browser's key for the
 * request: sending it twice (a double click, a retry) finds the job already there and makes no second one.
 */
export async function createBulkJob(
  source: ExportSource,
  raw: BulkJobInput & { id: string },
  createdBy: string,
): Promise<{ id: string; rows: number }> {
  const input = bulkJobInput.parse(raw);
  checkGroup(input);
  const db = await getDb();
  const existing = await db
    .selectFrom("bulk_jobs")
    .select(["id", "total", "app_id"])
    .where("id", "=", raw.id)
    .executeTakeFirst();
  // Another app's job is not the repeated request's: nothing of it is told.
  if (existing && existing.app_id !== source.appId)
    throw new UserFacingError("That job id is taken by another job; start the job again.");
  if (existing) return { id: existing.id, rows: existing.total };
  const targets = await resolveTargets(source, input);
  if (targets.length === 0) throw new UserFacingError("No rows match: nothing to do.");
  await insertJob(db, {
    id: raw.id,
    appId: source.appId,
    operation: input.operation,
    params: input.params,
    selection: input.selection,
    createdBy,
    targets,
    now: nowSeconds(),
  });
  (await bulkJobRunner()).wake();
  return { id: raw.id, rows: targets.length };
}
