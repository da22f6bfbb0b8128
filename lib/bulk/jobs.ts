import "server-only";
import { getDb, nowSeconds } from "../db";
import { EXPORTS } from "../exports/registry";
import type { ExportSource } from "../exports/types";
import { formatCount } from "../format";
import { instanceId } from "../instance";
import {
  BULK_OPERATIONS,
  type BulkJobInput,
  type BulkOperation,
  bulkJobInput,
  MAX_JOB_ROWS,
} from "../schemas/bulk";
import { connectionForApp } from "../server/connections";
import { singletonPromise } from "../singleton";
import { UserFacingError } from "../user-facing-error";
import { recordEraseReceipt } from "./erase-receipt";
import { runnerFor } from "./operations";
import { startJobRunner } from "./runner";
import { getJob, insertJob } from "./store";

/**
 * The list a selection "all matching this filter" is read from, the column holding each row's id, and the
 * name of the part of its filter that is ours (the service may ignore it; see ExportList.outside).
 */
const SOURCES: Partial<Record<string, { list: string; idColumn: string; ours?: string }>> = {
  users: { list: "users", idColumn: "uid", ours: "the last-active filter" },
  members: { list: "group-members", idColumn: "uid" },
  messages: { list: "messages", idColumn: "id" },
};

function listOf(operation: BulkOperation) {
  const s = SOURCES[BULK_OPERATIONS[operation].rows];
  if (!s) throw new UserFacingError("These rows are picked one by one, not by a filter.");
  const list = EXPORTS[s.list];
  if (!list) throw new Error(`no list ${s.list} to select ${operation} rows from`);
  return { list, idColumn: s.idColumn, ours: s.ours ?? "the filter" };
}

/** The code of a row skipped because the service answered it outside a filter of ours. */
export const OUTSIDE_FILTER = "OUTSIDE_FILTER";
/** Pages the dry run reads to count a filter the service may ignore, before it gives an upper bound. */
const COUNT_PAGES = 5;
const n = formatCount;

/** This process's job runner, started once (the instrumentation hook starts it with the server). */
export function bulkJobRunner() {
  return singletonPromise("bulk-job-runner", async () => {
    const db = await getDb();
    return startJobRunner({
      db,
      owner: instanceId(),
      connectionFor: connectionForApp,
      runnerFor,
      // An erasure ends with its receipt in the audit log, which outlives the user and the job.
      onEnd: async (job) => {
        if (job.operation === "users.erase") await recordEraseReceipt(db, job);
      },
    });
  });
}

interface Matching {
  /** Rows within the filter (an upper bound when `atMost`). */
  rows: number;
  /** Rows the service answered outside a filter of ours, counted so far: the job skips them. */
  outside: number;
  atMost: boolean;
  /** Whether the filter holds a part of ours, whose rows are checked one by one. */
  checked: boolean;
}

/**
 * How many rows the filter matches. The total of the list's first page is taken, unless the filter holds a
 * part of ours the service may ignore (its total would then count every row): such rows are counted over up
 * to COUNT_PAGES pages, past which the service's total, less the rows seen outside, is an upper bound. A
 * cursor list, which tells no total, is counted.
 */
async function countMatching(
  source: ExportSource,
  operation: BulkOperation,
  query: unknown,
): Promise<Matching> {
  const { list, idColumn } = listOf(operation);
  const params = parseQuery(list.schema, query);
  const m: Matching = { rows: 0, outside: 0, atMost: false, checked: false };
  let pages = 0;
  for await (const page of list.cells(source, params, [idColumn])) {
    m.checked = page.outside !== undefined;
    if (page.total !== undefined && !m.checked) return { ...m, rows: page.total };
    m.rows += page.rows.length;
    m.outside += page.outside?.length ?? 0;
    if (m.rows + m.outside > MAX_JOB_ROWS) break;
    if (page.total !== undefined && ++pages >= COUNT_PAGES && page.total > m.rows + m.outside) {
      return { ...m, rows: page.total - m.outside, atMost: true };
    }
  }
  return m;
}

/** What the dry run says of rows outside a filter of ours, when there is anything to say. */
function outsideNote(m: Matching, ours: string): string | undefined {
  if (!m.checked || (m.outside === 0 && !m.atMost)) return undefined;
  const skipped = "Rows outside it are skipped when the job runs: nothing is changed for them.";
  if (!m.atMost) {
    return `The service did not apply ${ours}: it also answered ${n(m.outside)} ${m.outside === 1 ? "row" : "rows"} outside it, not counted here. ${skipped}`;
  }
  const seen =
    m.outside > 0
      ? `It did not apply it: ${n(m.outside)} of the rows read so far lie outside it.`
      : "The service may not apply it.";
  const read = m.rows + m.outside;
  return `At most: the count is the service's, and ${ours} is ours; only the first ${n(read)} rows it answered were checked. ${seen} ${skipped}`;
}

function parseQuery(schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, query: unknown) {
  const parsed = schema.safeParse(query);
  if (!parsed.success)
    throw new UserFacingError("The list's filter is not valid; reload the list and try again.");
  return parsed.data;
}

/**
 * Every id the selection names, read now: later changes to the list do not change the job's rows. Rows the
 * service answered outside a filter of ours (it ignored that part) are kept as skipped rows, with why.
 */
async function resolveTargets(source: ExportSource, input: ReturnType<typeof bulkJobInput.parse>) {
  if (input.selection.kind === "ids") return { targets: [...new Set(input.selection.ids)], skipped: [] };
  const { list, idColumn, ours } = listOf(input.operation);
  const params = parseQuery(list.schema, input.selection.query);
  const ids = new Set<string>();
  const outside = new Map<string, string>();
  const idOf = (cell: unknown) =>
    cell === null || cell === undefined || cell === "" ? undefined : String(cell);
  for await (const page of list.cells(source, params, [idColumn])) {
    for (const [cell] of page.rows) {
      const id = idOf(cell);
      if (id !== undefined && !outside.has(id)) ids.add(id);
    }
    for (const { cells, reason } of page.outside ?? []) {
      const id = idOf(cells[0]);
      // A row seen outside the filter is never changed, even if another page answered it within.
      if (id !== undefined && !outside.has(id)) outside.set(id, reason);
      if (id !== undefined) ids.delete(id);
    }
    if (ids.size + outside.size > MAX_JOB_ROWS) {
      const why =
        outside.size > 0 ? ` (the service did not apply ${ours}, and answered rows outside it)` : "";
      throw new UserFacingError(
        `More than ${n(MAX_JOB_ROWS)} rows match${why}: narrow the filter and run several jobs.`,
      );
    }
  }
  return {
    targets: [...ids],
    skipped: [...outside].map(([target, message]) => ({ target, code: OUTSIDE_FILTER, message })),
  };
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
  /** Rows the job changes (at most, when `atMost`). */
  rows: number;
  /** Calls of the service the job makes at most (one per row for per-row operations). */
  calls: number;
  undo: string | null;
  /** Rows the service answered outside a filter of ours that the dry run counted: the job skips them. */
  skipped?: number;
  atMost?: boolean;
  /** What the admin should know of the count (the service did not apply a filter of ours). */
  note?: string;
}

/** The dry run: how many rows, which operation in how many calls, and whether it can be undone. */
export async function planBulkJob(source: ExportSource, raw: BulkJobInput): Promise<BulkPlan> {
  const input = bulkJobInput.parse(raw);
  checkGroup(input);
  const op = BULK_OPERATIONS[input.operation];
  const m: Matching =
    input.selection.kind === "ids"
      ? { rows: new Set(input.selection.ids).size, outside: 0, atMost: false, checked: false }
      : await countMatching(source, input.operation, input.selection.query);
  const { ours } = input.selection.kind === "ids" ? { ours: "" } : listOf(input.operation);
  if (m.rows + m.outside > MAX_JOB_ROWS) {
    const why =
      m.outside > 0 ? ` (the service did not apply ${ours}: ${n(m.outside)} of them lie outside it)` : "";
    throw new UserFacingError(
      `${n(m.rows + m.outside)} rows match${why}; a job takes at most ${n(MAX_JOB_ROWS)}. Narrow the filter.`,
    );
  }
  const note = outsideNote(m, ours);
  return {
    operation: input.operation,
    label: op.label,
    rows: m.rows,
    calls: Math.ceil(m.rows / op.perCall),
    undo: op.undo,
    ...(m.outside > 0 ? { skipped: m.outside } : {}),
    ...(m.atMost ? { atMost: true } : {}),
    ...(note ? { note } : {}),
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
): Promise<{ id: string; rows: number; skipped?: number }> {
  const input = bulkJobInput.parse(raw);
  checkGroup(input);
  const db = await getDb();
  const existing = await getJob(db, raw.id);
  // Another app's job is not the repeated request's: nothing of it is told.
  if (existing && existing.app_id !== source.appId)
    throw new UserFacingError("That job id is taken by another job; start the job again.");
  if (existing) return { id: existing.id, rows: existing.total };
  const { targets, skipped } = await resolveTargets(source, input);
  if (targets.length === 0 && skipped.length > 0) {
    throw new UserFacingError(
      `No rows match: the service did not apply ${listOf(input.operation).ours}, and all ${n(skipped.length)} rows it answered lie outside it. Nothing to do.`,
    );
  }
  if (targets.length === 0) throw new UserFacingError("No rows match: nothing to do.");
  await insertJob(db, {
    id: raw.id,
    appId: source.appId,
    operation: input.operation,
    params: input.params,
    selection: input.selection,
    createdBy,
    targets,
    skipped,
    now: nowSeconds(),
  });
  (await bulkJobRunner()).wake();
  return { id: raw.id, rows: targets.length, ...(skipped.length ? { skipped: skipped.length } : {}) };
}
