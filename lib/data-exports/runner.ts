import { rmSync } from "node:fs";
import path from "node:path";
import type { Db } from "../db";
import type { DataExportFormat, DataExportKind, ExportRange } from "../schemas/data-exports";
import { isServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import { EXPORT_KINDS } from "./kinds";
import {
  claimExport,
  deleteExportRow,
  type ExportRow,
  expiredExports,
  getExport,
  purgeLinks,
  saveProgress,
} from "./store";
import { fileName, openRowWriter } from "./writer";

/** A holder renews its lease with each saved page; after a crash, the export is taken up again once it lapses. */
export const EXPORT_LEASE_MS = 15_000;
/** Progress is saved (and the lease renewed) at most this often: each save is a write to the store. */
const SAVE_EVERY_MS = 500;

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

export interface ExportFile {
  kind: DataExportKind;
  rows: number;
  bytes: number;
}

export const exportFolder = (dir: string, id: string) => path.join(dir, id);
export const exportFile = (dir: string, id: string, kind: string, format: DataExportFormat) =>
  path.join(exportFolder(dir, id), fileName(kind, format));

export const filesOf = (row: Pick<ExportRow, "files">) => JSON.parse(row.files) as ExportFile[];

export const rangeOfRow = (row: Pick<ExportRow, "range_from" | "range_to">): ExportRange =>
  row.range_from === null || row.range_to === null
    ? undefined
    : { from: Number(row.range_from), to: Number(row.range_to) };

const failure = (e: unknown) =>
  isServiceError(e)
    ? `The service refused a read: ${e.message} (${e.code})`
    : e instanceof Error && e.message.startsWith("the file")
      ? `The export cannot resume: ${e.message}`
      : "The export stopped on an unexpected error; the server log has the details.";

/**
 * Writes an export from where its row says it got to: kind after kind, page after page, each page appended
 * to the kind's file and its position saved, so a restart truncates the file to the last saved size and reads
 * on from the saved position. Stops quietly when the export is deleted or taken over meanwhile.
 */
export async function runExport(d: ExportRunnerDeps, start: ExportRow): Promise<void> {
  const now = d.now ?? Date.now;
  const leaseMs = d.leaseMs ?? EXPORT_LEASE_MS;
  const kinds = JSON.parse(start.kinds) as DataExportKind[];
  const format = start.format as DataExportFormat;
  const files = filesOf(start);
  let rowsDone = Number(start.rows_done);
  let kindIndex = start.kind_index;
  let cursor: unknown = start.cursor === null ? undefined : JSON.parse(start.cursor);
  let kindBytes = Number(start.kind_bytes);
  const save = (patch: Parameters<typeof saveProgress>[4] = {}) =>
    saveProgress(d.db, start.id, d.owner, now() + leaseMs, {
      rows_done: rowsDone,
      kind_index: kindIndex,
      cursor: cursor === undefined ? null : JSON.stringify(cursor),
      kind_bytes: kindBytes,
      files: JSON.stringify(files),
      ...patch,
    });
  const gone = () => rmSync(exportFolder(d.dir, start.id), { recursive: true, force: true });

  try {
    const conn = await d.connectionFor(start.app_id);
    if (!conn) throw new Error("app gone");
    if (!(await save({ status: "running" }))) return;
    const range = rangeOfRow(start);
    for (; kindIndex < kinds.length; kindIndex++) {
      const name = kinds[kindIndex] as DataExportKind;
      const kind = EXPORT_KINDS[name];
      const before = files.reduce((n, f) => n + f.rows, 0);
      const writer = await openRowWriter({
        file: exportFile(d.dir, start.id, name, format),
        format,
        columns: kind.columns,
        resumeAt: kindBytes,
      });
      try {
        let saved = now();
        for await (const page of kind.pages(conn, range, cursor)) {
          kindBytes = await writer.write(page.rows);
          rowsDone += page.rows.length;
          cursor = page.cursor;
          if (now() - saved >= SAVE_EVERY_MS) {
            if (!(await save())) return;
            saved = now();
          }
        }
      } finally {
        await writer.close();
      }
      files.push({ kind: name, rows: rowsDone - before, bytes: kindBytes });
      cursor = undefined;
      kindBytes = 0;
      if (!(await save({ kind_index: kindIndex + 1 }))) return;
    }
    await save({ status: "done", finished_at: Math.floor(now() / 1000), kind_index: kinds.length });
  } catch (e) {
    if (!isServiceError(e) && !(e instanceof Error && e.message === "app gone"))
      console.error("[exports]", e);
    const error =
      e instanceof Error && e.message === "app gone" ? "The app is no longer connected." : failure(e);
    gone();
    await save({ status: "failed", error, finished_at: Math.floor(now() / 1000) });
  } finally {
    // Deleted while it ran: nothing of it stays on disk.
    if (!(await getExport(d.db, start.id))) gone();
  }
}

/** Deletes expired exports, their files and their links. */
export async function sweepExpired(d: Pick<ExportRunnerDeps, "db" | "dir" | "now">): Promise<number> {
  const now = (d.now ?? Date.now)();
  const rows = await expiredExports(d.db, Math.floor(now / 1000));
  for (const { id } of rows) {
    rmSync(exportFolder(d.dir, id), { recursive: true, force: true });
    await deleteExportRow(d.db, id);
  }
  await purgeLinks(d.db, Math.floor(now / 1000));
  return rows.length;
}

/** Runs exports one at a time as they come (and those a restart left unfinished); `kick` looks at once. */
export function startExportRunner(d: ExportRunnerDeps & { intervalMs?: number }) {
  let busy = false;
  let again = false;
  let stopped = false;
  const tick = async (): Promise<void> => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    again = false;
    try {
      await sweepExpired(d);
      for (;;) {
        const row = await claimExport(d.db, d.owner, (d.now ?? Date.now)(), d.leaseMs ?? EXPORT_LEASE_MS);
        if (!row || stopped) break;
        await runExport(d, row);
      }
    } catch (e) {
      console.error("[exports] the runner failed:", e);
    } finally {
      busy = false;
    }
    if (again) return tick();
  };
  const timer = setInterval(tick, d.intervalMs ?? 5_000);
  timer.unref?.();
  void tick();
  return {
    kick: () => void tick(),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
