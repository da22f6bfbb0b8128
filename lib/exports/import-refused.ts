import { z } from "zod";
import { getAppJob, listRows } from "../bulk/store";
import type { CsvValue } from "../csv";
import { getDb } from "../db";
import { IMPORT_KIND_SPECS, type ImportKind } from "../import/kinds";
import { decodeImportTarget, type ImportTarget } from "../import/target";
import { RouteError } from "../route";
import { byPageNumber } from "./paging";
import { defineExport, type ExportColumn } from "./types";

const BATCH = 1000;

/** A refused import row: its fields as the file gave them and why the checks or the service refused it. */
interface RefusedImportRow {
  target: ImportTarget;
  why: string;
}

const at = (fields: Record<string, unknown>, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>(
      (v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined),
      fields,
    );

/** Fields never written back: a group's password stays in the job's record only. */
const WITHHELD = new Set(["password"]);

/** A field written back as the import's CSV reads it: lists joined by `;`, objects as JSON. */
function cell(value: unknown): CsvValue {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map(String).join(";");
  if (typeof value === "object") return JSON.stringify(value);
  return value as CsvValue;
}

/**
 * The rows of an import job that were not imported, for one kind, in that kind's CSV columns (each headed by its
 * field, so the file maps itself when uploaded again; a group's password left out) beside the row's number in the
 * uploaded file and why: rows the checks refused before sending (skipped), then rows the service refused. A JSON
 * row's details of users and groups to make (no CSV column holds them) are not written back.
 */
export function importRefusedExport(kind: ImportKind) {
  const fields: Record<string, ExportColumn<RefusedImportRow>> = Object.fromEntries(
    IMPORT_KIND_SPECS[kind].fields
      .filter((f) => !WITHHELD.has(f.path))
      .map((f) => [
        f.path,
        { label: f.path, value: (r: RefusedImportRow) => cell(at(r.target.data, f.path)) },
      ]),
  );
  return defineExport({
    file: `import-refused-${kind}`,
    schema: z.object({ id: z.string().uuid() }),
    // The rows' own data (message texts, metadata): for the admins who may import, as the import page is.
    minRole: "admin",
    columns: {
      fileRow: { label: "Row in file", value: (r: RefusedImportRow) => r.target.row },
      ...fields,
      why: { label: "Why", value: (r: RefusedImportRow) => r.why },
    },
    async *pages(source, p) {
      const db = await getDb();
      // Another app's job answers as a missing one.
      if (!(await getAppJob(db, source?.appId, p.id)))
        throw new RouteError(404, "NOT_FOUND", "There is no such job.");
      for (const status of ["skipped", "refused"] as const) {
        for await (const page of byPageNumber(async (n) => {
          const { rows, total } = await listRows(db, p.id, { status, page: n, perPage: BATCH });
          return { rows, total, perPage: BATCH };
        })) {
          yield {
            rows: page.rows.flatMap((r) => {
              const target = decodeImportTarget(r.target);
              if (target?.kind !== kind) return [];
              return [{ target, why: r.code ? `${r.message ?? ""} (${r.code})` : (r.message ?? "") }];
            }),
          };
        }
      }
    },
  });
}
