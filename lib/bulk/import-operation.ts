import "server-only";
import { importGroups, importMembers, importMessages, importUsers } from "../contract/data-import";
import type { ImportKind } from "../import/kinds";
import { decodeImportTarget, type ImportTarget } from "../import/target";
import type { ImportRowResult } from "../schemas/data-import";
import { call } from "../server/api/call";
import type { Connection } from "../server/api/request";
import type { RowOutcome } from "./operations";

/** The service's refusals of a row that is already there: a row sent again after a restart is done, not failed. */
export const ALREADY_IMPORTED = new Set([
  "ERR_UID_ALREADY_EXISTS",
  "ERR_GUID_ALREADY_EXISTS",
  "ERR_ALREADY_JOINED",
  "ERR_ALREADY_BANNED",
  "ERR_IMPORT_MUID_ALREADY_EXISTS",
]);

type Batch = Record<string, Record<string, unknown>>;

async function send(
  conn: Connection,
  kind: ImportKind,
  rows: Batch,
): Promise<Record<string, ImportRowResult>> {
  switch (kind) {
    case "users":
      return (await call(conn, importUsers, { body: { users: rows } })).data;
    case "groups":
      return (await call(conn, importGroups, { body: { groups: rows } })).data;
    case "members":
      return (await call(conn, importMembers, { body: { members: rows } })).data;
    case "messages":
      return (await call(conn, importMessages, { body: { messages: rows } })).data;
  }
}

function outcomeOf(result: ImportRowResult | undefined): RowOutcome {
  if (!result) return { status: "refused", message: "The service did not answer for this row." };
  if (result.success) return { status: "done" };
  if (ALREADY_IMPORTED.has(result.error.code)) {
    return {
      status: "done",
      code: result.error.code,
      message: "Already in the app (sent before): nothing was changed.",
    };
  }
  return { status: "refused", code: result.error.code, message: result.error.message };
}

/**
 * Sends up to one batch of import rows in one request (the job keeps them in sending order, so a batch holds two
 * kinds only where one ends and the next begins: the later kind's rows are left pending for the next step), each
 * row answered by the service under its id. A row
 * whose answer was lost in a crash is simply sent again: the service refuses an id it already has, which counts
 * as done.
 */
export async function applyImport(conn: Connection, targets: string[]): Promise<Map<string, RowOutcome>> {
  const out = new Map<string, RowOutcome>();
  const byKind = new Map<ImportKind, { target: string; row: ImportTarget }[]>();
  for (const target of targets) {
    const row = decodeImportTarget(target);
    if (!row) {
      out.set(target, { status: "refused", message: "Not an import row." });
      continue;
    }
    byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), { target, row }]);
  }
  // One request a step, so the runner paces every request: rows of the next kind wait for the next step.
  const [first, ...rest] = [...byKind];
  if (!first) return out;
  const [kind, rows] = first;
  const results = await send(conn, kind, Object.fromEntries(rows.map((r) => [r.row.id, r.row.data])));
  for (const { target, row } of rows) out.set(target, outcomeOf(results[row.id]));
  for (const [, later] of rest) for (const { target } of later) out.set(target, { status: "pending" });
  return out;
}
