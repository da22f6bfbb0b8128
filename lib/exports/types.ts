import type { z } from "zod";
import type { CsvValue } from "../csv";
import type { Role } from "../db/types";
import { RouteError } from "../route";
import type { Connection } from "../server/api/request";

export interface ExportColumn<Row> {
  label: string;
  value: (row: Row) => CsvValue;
}

export interface ExportPage<Row> {
  rows: readonly Row[];
  total?: number;
}

export interface ExportSource {
  conn: Connection;
  appId: string;
}

export interface ExportList<S extends z.ZodType = z.ZodType, Row = never> {
  file: string;
  schema: S;
  minRole: Role;
  columns: Record<string, ExportColumn<Row>>;
  pages: (source: ExportSource | undefined, params: z.output<S>) => AsyncIterable<ExportPage<Row>>;
  /**
   * For a filter of ours that the hosted service may ignore: the check of each row it answers, telling why
   * a row lies outside the filter (undefined when `params` hold no such filter). Such rows are left out of
   * the export, and a bulk job over the filter skips them.
   */
  outside?: (params: z.output<S>) => ((row: Row) => string | undefined) | undefined;
}

type CsvField<Row> = { [K in keyof Row]-?: Row[K] extends CsvValue ? K : never }[keyof Row] & string;

/** Columns that print a field of the row as it is, each under its label, in the order given. */
export const fieldColumns =
  <Row>() =>
  <K extends CsvField<Row>>(labels: Record<K, string>): Record<K, ExportColumn<Row>> =>
    Object.fromEntries(
      Object.entries<string>(labels).map(([key, label]) => [
        key,
        { label, value: (row: Row) => row[key as K] as CsvValue },
      ]),
    ) as Record<K, ExportColumn<Row>>;

export const defineExport = <S extends z.ZodType, Row>(list: ExportList<S, Row>) => list;

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
