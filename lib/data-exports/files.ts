import { rmSync } from "node:fs";
import path from "node:path";
import type { Db } from "../db";
import type { ExportRange, StoredFormat } from "../schemas/data-exports";
import { isServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import { type ExportRow, getExport, saveProgress } from "./store";
import { fileName, type RowFileFormat } from "./writer";

/** A holder renews its lease with each saved page; after a crash, the export is taken up again once it lapses. */
export const EXPORT_LEASE_MS = 15_000;
/** Progress is saved (and the lease renewed) at most this often: each save is a write to the store. */
export const SAVE_EVERY_MS = 500;

export interface ExportRunnerDeps {
  db: Db;
  /** This instance's id (the lease holder's name). */
  owner: string;
  /** Where export files live: one folder per export. */
  dir: string;
  connectionFor(appId: string): Promise<Connection | undefined>;
  leaseMs?: number;
  now?: () => number;
}

/** A finished kind of an export: its rows and bytes; of an archive also its time span, or why it failed. */
export interface ExportFile {
  kind: string;
  rows: number;
  bytes: number;
  /** Unix seconds of its earliest and latest dated row (archives only). */
  from?: number;
  to?: number;
  /** Why the kind could not be read: it is left out of the archive and its README says so. */
  error?: string;
}

export const exportFolder = (dir: string, id: string) => path.join(dir, id);
export const exportFile = (dir: string, id: string, kind: string, format: RowFileFormat | StoredFormat) =>
  path.join(exportFolder(dir, id), fileName(kind, format as RowFileFormat));
/** An archive's one file, once packed. */
export const archiveFile = (dir: string, id: string) => path.join(exportFolder(dir, id), "archive.zip");

export const filesOf = (row: Pick<ExportRow, "files">) => JSON.parse(row.files) as ExportFile[];

export const rangeOfRow = (row: Pick<ExportRow, "range_from" | "range_to">): ExportRange =>
  row.range_from === null || row.range_to === null
    ? undefined
    : { from: Number(row.range_from), to: Number(row.range_to) };

/** The sentence an export that stopped on `e` shows. */
export const failure = (e: unknown) =>
  isServiceError(e)
    ? `The service refused a read: ${e.message} (${e.code})`
    : e instanceof Error && e.message.startsWith("the file")
      ? `The export cannot resume: ${e.message}`
      : "The export stopped on an unexpected error; the server log has the details.";

type ProgressPatch = Parameters<typeof saveProgress>[4];
/** Writes the run's progress and `patch`, renewing its lease; false once the export is deleted or taken over. */
export type SaveExport = (patch?: ProgressPatch) => Promise<boolean>;

/**
 * Runs `write` over a claimed export with its app's connection and a `save` that writes `progress()` with
 * each patch. A failure is recorded on the row and its files removed; an export deleted meanwhile leaves
 * nothing on disk.
 */
export async function runClaimed(
  d: ExportRunnerDeps,
  start: ExportRow,
  progress: () => ProgressPatch,
  write: (conn: Connection, save: SaveExport) => Promise<void>,
): Promise<void> {
  const now = d.now ?? Date.now;
  const leaseMs = d.leaseMs ?? EXPORT_LEASE_MS;
  const save: SaveExport = (patch = {}) =>
    saveProgress(d.db, start.id, d.owner, now() + leaseMs, { ...progress(), ...patch });
  const gone = () => rmSync(exportFolder(d.dir, start.id), { recursive: true, force: true });
  try {
    const conn = await d.connectionFor(start.app_id);
    if (!conn) throw new Error("app gone");
    await write(conn, save);
  } catch (e) {
    const appGone = e instanceof Error && e.message === "app gone";
    if (!isServiceError(e) && !appGone) console.error("[exports]", e);
    gone();
    await save({
      status: "failed",
      error: appGone ? "The app is no longer connected." : failure(e),
      finished_at: Math.floor(now() / 1000),
    });
  } finally {
    // Deleted while it ran: nothing of it stays on disk.
    if (!(await getExport(d.db, start.id))) gone();
  }
}
