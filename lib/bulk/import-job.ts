import "server-only";
import * as groupsContract from "../contract/groups";
import * as usersContract from "../contract/users";
import { getDb, nowSeconds } from "../db";
import { formatCount } from "../format";
import { encodeImportTarget } from "../import/target";
import { checkUpload, type ImportUpload, importUploadInput, type NamedCheck } from "../import/upload";
import { type Reference, type RowIssue, refuseMissing, unresolved } from "../import/validate";
import { IMPORT_BATCH_LIMIT, IMPORT_REQUESTS_PER_MINUTE } from "../schemas/data-import";
import { call } from "../server/api/call";
import { isServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import { UserFacingError } from "../user-facing-error";
import { bulkJobRunner } from "./jobs";
import { getJob, insertJob } from "./store";

/** Users and groups named by rows but not brought by the import that the dry run looks up in the app, at most. */
const MAX_LOOKUPS = 200;
/** Issues the dry run answers per file (the job's record keeps them all). */
const MAX_ISSUES_SHOWN = 500;

async function exists(conn: Connection, ref: Reference): Promise<boolean> {
  try {
    if (ref.kind === "users") await call(conn, usersContract.getUser, { params: { uid: ref.id } });
    else await call(conn, groupsContract.getGroup, { params: { guid: ref.id } });
    return true;
  } catch (e) {
    if (isServiceError(e) && e.status === 404) return false;
    throw e;
  }
}

/**
 * The upload read and checked on the server as the browser did, then each user and group its members, messages
 * and groups name that the import does not bring looked up in the app (up to MAX_LOOKUPS; the service refuses
 * the rest per row, naming the field): rows naming one the app has not are refused before anything is sent.
 */
async function checked(conn: Connection, raw: ImportUpload) {
  const { files, errors } = checkUpload(importUploadInput.parse(raw));
  if (errors.length > 0) throw new UserFacingError(errors.join(" "));
  const refs = unresolved(files);
  const missing = new Set<string>();
  for (const ref of refs.slice(0, MAX_LOOKUPS)) {
    if (!(await exists(conn, ref))) missing.add(`${ref.kind}:${ref.id.toLowerCase()}`);
  }
  const unchecked = Math.max(0, refs.length - MAX_LOOKUPS);
  return { files: refuseMissing(files, missing) as NamedCheck[], unchecked };
}

export interface ImportPlanFile {
  kind: NamedCheck["kind"];
  name: string;
  total: number;
  ready: number;
  issues: RowIssue[];
  /** Issues beyond the ones listed. */
  moreIssues: number;
}

export interface ImportPlan {
  files: ImportPlanFile[];
  rows: number;
  requests: number;
  /** The least time the service's import rate limit allows for the requests, in seconds. */
  minSeconds: number;
  note?: string;
}

/** The dry run: what would be sent (rows, requests, the least time) and every refused row; nothing is imported. */
export async function planImport(conn: Connection, raw: ImportUpload): Promise<ImportPlan> {
  const { files, unchecked } = await checked(conn, raw);
  const requests = files.reduce((n, f) => n + Math.ceil(f.ready.length / IMPORT_BATCH_LIMIT), 0);
  return {
    files: files.map((f) => ({
      kind: f.kind,
      name: f.name,
      total: f.total,
      ready: f.ready.length,
      issues: f.issues.slice(0, MAX_ISSUES_SHOWN),
      moreIssues: Math.max(0, f.issues.length - MAX_ISSUES_SHOWN),
    })),
    rows: files.reduce((n, f) => n + f.ready.length, 0),
    requests,
    minSeconds: Math.max(
      0,
      Math.ceil(((requests - IMPORT_REQUESTS_PER_MINUTE) / IMPORT_REQUESTS_PER_MINUTE) * 60),
    ),
    ...(unchecked > 0
      ? {
          note: `${formatCount(unchecked)} more users and groups the rows name were not looked up: the service refuses each row naming one it does not have, and the job's record says which.`,
        }
      : {}),
  };
}

/**
 * Starts the import as a bulk job: its rows in sending order (users, groups, members, messages), each row's data
 * kept in the job's store so a restarted dashboard goes on without the file; rows refused by the checks are
 * recorded as skipped with why. `id` is the browser's key for the request: sending it twice makes one job.
 */
export async function createImportJob(
  conn: Connection,
  raw: ImportUpload & { id: string },
  createdBy: string,
): Promise<{ id: string; rows: number }> {
  const db = await getDb();
  const existing = await getJob(db, raw.id);
  if (existing && existing.app_id !== conn.appId) {
    throw new UserFacingError("That job id is taken by another job; start the import again.");
  }
  if (existing) return { id: existing.id, rows: existing.total };
  const { files } = await checked(conn, raw);
  const targets = files.flatMap((f) =>
    f.ready.map((r) => encodeImportTarget({ kind: f.kind, row: r.row, id: r.id, data: r.data })),
  );
  if (targets.length === 0)
    throw new UserFacingError("No row can be imported: every row was refused. Nothing was sent.");
  // A refused row keeps its fields as the file gave them, so the refused rows' download can be mended and sent again.
  const skipped = files.flatMap((f) => {
    const byRow = new Map<number, RowIssue[]>();
    for (const i of f.issues) byRow.set(i.row, [...(byRow.get(i.row) ?? []), i]);
    const fields = new Map(f.refused.map((r) => [r.row, r.fields]));
    return [...byRow].map(([row, issues]) => ({
      target: encodeImportTarget({
        kind: f.kind,
        row,
        id: issues[0]?.id ?? `row ${row}`,
        data: fields.get(row) ?? {},
      }),
      code: "INVALID_ROW",
      message: issues.map((i) => `${i.field}: ${i.message}`).join("; "),
    }));
  });
  await insertJob(db, {
    id: raw.id,
    appId: conn.appId,
    operation: "data.import",
    params: { files: files.map((f) => ({ kind: f.kind, name: f.name, rows: f.total })) },
    selection: { kind: "upload" },
    createdBy,
    targets,
    skipped,
    now: nowSeconds(),
  });
  (await bulkJobRunner()).wake();
  return { id: raw.id, rows: targets.length };
}
