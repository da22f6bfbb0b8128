import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber } from "@/lib/analytics/labels";

/** One figure column of a compare table. */
export interface CompareColumn<Row> {
  label: string;
  value(row: Row): ReactNode;
}

/**
 * A card's table of named rows and their figures, with the previous period's figure last when `previous`
 * is given (the stored history reaches that period).
 */
export function CompareTable<Row>({
  caption,
  head,
  rows,
  rowKey,
  rowHead,
  columns,
  previous,
}: {
  /** Said to screen readers: what the table lists. */
  caption: string;
  /** The rows' own column. */
  head: string;
  rows: readonly Row[];
  rowKey(row: Row): string;
  rowHead(row: Row): ReactNode;
  columns: readonly CompareColumn<Row>[];
  previous?: (row: Row) => number;
}) {
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{head}</TableHead>
          {columns.map((c) => (
            <TableHead key={c.label} scope="col" className="text-right">
              {c.label}
            </TableHead>
          ))}
          {previous ? (
            <TableHead scope="col" className="text-right">
              Previous period
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            <TableHead scope="row" className="font-normal">
              {rowHead(row)}
            </TableHead>
            {columns.map((c) => (
              <TableCell key={c.label} className="text-right tabular-nums">
                {c.value(row)}
              </TableCell>
            ))}
            {previous ? (
              <TableCell className="text-right tabular-nums">{formatNumber(previous(row))}</TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
