import type { z } from "zod";
import type { Connection } from "../api/request";
import type { CsvValue } from "../csv";
import type { Role } from "../db/types";
import { RouteError } from "../route";

/** One column of an export: the label of its header cell and the cell of a row, as the list shows it. */
export interface ExportColumn<Row> {
  label: string;
  value: (row: Row) => CsvValue;
}

/** One page of rows; `total` when the source tells the true total of the filtered list. */
export interface ExportPage<Row> {
  rows: readonly Row[];
  total?: number;
}

/** What a list's pages are read with: the active app (lists of the service) and its id. */
export interface ExportSource {
  conn: Connection;
  appId: string;
}

/**
 * A list that can be exported: the same query schema and minimum role as its list action, its columns
 * (ids as in the list's table) and a reader of every page, in the list's order.
 */
export interface ExportList<S extends z.ZodType = z.ZodType, Row = never> {
  /** File name stem, e.g. `calls`. */
  file: string;
  schema: S;
  minRole: Role;
  columns: Record<string, ExportColumn<Row>>;
  /** `source` is undefined when no app is connected; lists of the service then refuse (`appOf`). */
  pages: (source: ExportSource | undefined, params: z.output<S>) => AsyncIterable<ExportPage<Row>>;
}

/** Declares a list with its row type inferred from its columns and pages. */
export const defineExport = <S extends z.ZodType, Row>(list: ExportList<S, Row>) => list;

/** The active app a list of the service reads, or a 409 when none is connected. */
export function appOf(source: ExportSource | undefined): ExportSource {
  if (!source) {
    throw new RouteError(
      409,
      "NO_APP",
      "No app is connected yet. Add one under Apps, or set DASHBOARD_APP_ID.",
    );
  }
  return source;
}
