import { rmSync } from "node:fs";
import type { UserArchiveKind } from "../schemas/data-exports";
import { isServiceError } from "../server/api/errors";
import { ARCHIVE_KINDS, type ArchiveSubject } from "./archive-kinds";
import { archiveReadme, writeArchive } from "./archive-writer";
import {
  archiveFile,
  type ExportFile,
  type ExportRunnerDeps,
  exportFile,
  filesOf,
  runClaimed,
  SAVE_EVERY_MS,
} from "./files";
import { readAhead } from "./read-ahead";
import type { ExportRow } from "./store";
import { openRowWriter } from "./writer";

/** Where the kind being written got to: its read position, its two files' sizes, its rows and time span. */
interface KindState {
  at?: unknown;
  json: number;
  csv: number;
  rows: number;
  from?: number;
  to?: number;
}
const fresh = (): KindState => ({ json: 0, csv: 0, rows: 0 });

/** Why a kind's read stopped, for the README; the export itself goes on with the next kind. */
function kindFailure(e: unknown): string {
  if (isServiceError(e)) return `The service refused the read: ${e.message} (${e.code})`;
  console.error("[exports] an archive's kind failed:", e);
  return "The read stopped on an unexpected error; the server log has the details.";
}

/**
 * Writes an archive of everything about one user: kind after kind, each page appended to the kind's JSON and
 * CSV files and its position saved (a restart cuts both files back to the saved sizes and reads on), a kind
 * whose read fails recorded with its reason; then packs the files and a README into one zip, streaming.
 * Once done, `kind_bytes` holds the zip's size.
 */
export async function runArchive(d: ExportRunnerDeps, start: ExportRow): Promise<void> {
  const now = d.now ?? Date.now;
  const kinds = JSON.parse(start.kinds) as UserArchiveKind[];
  const parts: ExportFile[] = filesOf(start);
  let rowsDone = Number(start.rows_done);
  let kindIndex = start.kind_index;
  let state: KindState = start.cursor === null ? fresh() : (JSON.parse(start.cursor) as KindState);
  const progress = () => ({
    rows_done: rowsDone,
    kind_index: kindIndex,
    cursor: JSON.stringify(state),
    kind_bytes: state.json + state.csv,
    files: JSON.stringify(parts),
  });
  const partFile = (kind: string, format: "json" | "csv") => exportFile(d.dir, start.id, kind, format);
  const dropParts = (kind: string) => {
    rmSync(partFile(kind, "json"), { force: true });
    rmSync(partFile(kind, "csv"), { force: true });
  };

  await runClaimed(d, start, progress, async (conn, save) => {
    if (start.subject === null) throw new Error("an archive names no user");
    if (!(await save({ status: "running" }))) return;
    const subject: ArchiveSubject = { conn, db: d.db, appId: start.app_id, uid: start.subject };
    for (; kindIndex < kinds.length; kindIndex++) {
      const name = kinds[kindIndex] as UserArchiveKind;
      const kind = ARCHIVE_KINDS[name];
      const opened = { columns: kind.columns };
      const json = await openRowWriter({
        ...opened,
        file: partFile(name, "json"),
        format: "json",
        resumeAt: state.json,
      });
      const csv = await openRowWriter({
        ...opened,
        file: partFile(name, "csv"),
        format: "csv",
        resumeAt: state.csv,
      });
      let error: string | undefined;
      let pages: AsyncIterator<{ rows: readonly unknown[]; cursor: unknown }> | undefined;
      try {
        pages = readAhead(kind.pages(subject, state.at))[Symbol.asyncIterator]();
        let saved = now();
        for (;;) {
          let next: IteratorResult<{ rows: readonly unknown[]; cursor: unknown }>;
          try {
            next = await pages.next();
          } catch (e) {
            error = kindFailure(e);
            break;
          }
          if (next.done) break;
          const { rows, cursor } = next.value;
          state.json = await json.write(rows);
          state.csv = await csv.write(rows);
          for (const row of rows) {
            const t = kind.time(row);
            if (t === undefined) continue;
            if (state.from === undefined || t < state.from) state.from = t;
            if (state.to === undefined || t > state.to) state.to = t;
          }
          state.rows += rows.length;
          rowsDone += rows.length;
          state.at = cursor;
          if (now() - saved >= SAVE_EVERY_MS) {
            if (!(await save())) return;
            saved = now();
          }
        }
        if (error === undefined) {
          state.json = await json.finish();
          state.csv = await csv.finish();
        }
      } finally {
        // A run that stops early (the export deleted or taken over, a write failed) ends the read under way.
        await pages?.return?.(undefined).catch(() => undefined);
        await json.close();
        await csv.close();
      }
      if (error === undefined) {
        parts.push({
          kind: name,
          rows: state.rows,
          bytes: state.json + state.csv,
          from: state.from,
          to: state.to,
        });
      } else {
        rowsDone -= state.rows;
        dropParts(name);
        parts.push({ kind: name, rows: 0, bytes: 0, error });
      }
      state = fresh();
      if (!(await save({ kind_index: kindIndex + 1 }))) return;
    }
    const madeAt = Math.floor(now() / 1000);
    const readme = archiveReadme({
      uid: start.subject,
      appId: start.app_id,
      madeBy: start.created_by,
      madeAt,
      parts,
    });
    const files = parts
      .filter((p) => p.error === undefined)
      .flatMap((p) => [
        { name: `${p.kind}.json`, path: partFile(p.kind, "json") },
        { name: `${p.kind}.csv`, path: partFile(p.kind, "csv") },
      ]);
    const size = await writeArchive({
      out: archiveFile(d.dir, start.id),
      readme,
      files,
      mtime: new Date(madeAt * 1000),
    });
    for (const p of parts) dropParts(p.kind);
    await save({
      status: "done",
      finished_at: madeAt,
      kind_index: kinds.length,
      cursor: null,
      kind_bytes: size,
    });
  });
}
