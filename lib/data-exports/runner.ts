import { rmSync } from "node:fs";
import { ARCHIVE_FORMAT, type DataExportFormat, type DataExportKind } from "../schemas/data-exports";
import { runArchive } from "./archive-runner";
import {
  EXPORT_LEASE_MS,
  type ExportFile,
  type ExportRunnerDeps,
  exportFile,
  exportFolder,
  filesOf,
  rangeOfRow,
  runClaimed,
  SAVE_EVERY_MS,
} from "./files";
import { EXPORT_KINDS } from "./kinds";
import { readAhead } from "./read-ahead";
import { claimExport, deleteExportRow, type ExportRow, expiredExports, purgeLinks } from "./store";
import { openRowWriter } from "./writer";

export type { ExportFile, ExportRunnerDeps } from "./files";
export { EXPORT_LEASE_MS, exportFile, exportFolder, filesOf, rangeOfRow } from "./files";

/**
 * Writes an export from where its row says it got to: kind after kind, page after page, each page appended
 * to the kind's file and its position saved, so a restart truncates the file to the last saved size and reads
 * on from the saved position. Stops quietly when the export is deleted or taken over meanwhile.
 */
export async function runExport(d: ExportRunnerDeps, start: ExportRow): Promise<void> {
  if (start.format === ARCHIVE_FORMAT) return runArchive(d, start);
  const now = d.now ?? Date.now;
  const kinds = JSON.parse(start.kinds) as DataExportKind[];
  const format = start.format as DataExportFormat;
  const files: ExportFile[] = filesOf(start);
  let rowsDone = Number(start.rows_done);
  let kindIndex = start.kind_index;
  let cursor: unknown = start.cursor === null ? undefined : JSON.parse(start.cursor);
  let kindBytes = Number(start.kind_bytes);
  const progress = () => ({
    rows_done: rowsDone,
    kind_index: kindIndex,
    cursor: cursor === undefined ? null : JSON.stringify(cursor),
    kind_bytes: kindBytes,
    files: JSON.stringify(files),
  });

  await runClaimed(d, start, progress, async (conn, save) => {
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
        for await (const page of readAhead(kind.pages(conn, range, cursor))) {
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
  });
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
