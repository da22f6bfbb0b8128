"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { atLeast } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/types";
import { BULK_OPERATIONS, type BulkOperation } from "@/lib/schemas/bulk";
import { BulkJobDialog } from "./bulk-job-dialog";
import type { BulkSelection } from "./use-bulk-selection";

const count = new Intl.NumberFormat("en-US");

/**
 * What a list's selection can be used for: how many rows are picked, a way to take every row matching the
 * filter across pages, and the bulk operations the admin's role may run. Each opens the job dialog.
 */
export function BulkBar({
  selection,
  total,
  noun,
  operations,
  role,
  query,
  fixedParams,
  selectEvery,
}: {
  selection: BulkSelection;
  /** The filtered list's total, when the service tells it. */
  total?: number;
  noun: { one: string; many: string };
  operations: readonly BulkOperation[];
  role: Role;
  /** The list's query as its list action takes it (the filter of "all matching"). */
  query: Record<string, unknown>;
  fixedParams?: Record<string, unknown>;
  /** A cursor list tells no total: the label of taking every row its filter names. */
  selectEvery?: string;
}) {
  const [operation, setOperation] = useState<BulkOperation | null>(null);
  const allowed = operations.filter((o) => atLeast(role, BULK_OPERATIONS[o].minRole));
  const picked = selection.ids.length;
  if (allowed.length === 0 || (picked === 0 && !selection.allMatching)) return null;
  const { page: _page, perPage: _perPage, ...filter } = query;
  const rows = selection.allMatching ? total : picked;
  const label =
    rows === undefined
      ? `Every ${noun.one} matching this filter`
      : `${count.format(rows)} ${rows === 1 ? noun.one : noun.many}${selection.allMatching ? " matching this filter" : " selected"}`;
  return (
    <section
      aria-label="Bulk actions"
      // One line on a phone (it scrolls sideways), so the bar kept in view over the list stays small.
      className="flex items-center gap-2 overflow-x-auto rounded-md border border-primary/40 bg-primary/5 px-3 py-1.5 text-sm sm:flex-wrap sm:overflow-visible"
    >
      <span role="status" className="whitespace-nowrap font-medium tabular-nums">
        {label}
      </span>
      {!selection.allMatching && (total !== undefined ? total > picked : selectEvery) ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-1"
          onClick={selection.selectAllMatching}
        >
          {total !== undefined ? `Select all ${count.format(total)} matching` : selectEvery}
        </Button>
      ) : null}
      <Button type="button" variant="ghost" size="sm" onClick={selection.clear}>
        Clear
      </Button>
      <span className="mx-1 h-4 w-px bg-border" aria-hidden />
      {allowed.map((o) => (
        <Button
          key={o}
          type="button"
          size="sm"
          variant={BULK_OPERATIONS[o].undo === null ? "destructive" : "outline"}
          onClick={() => setOperation(o)}
        >
          {BULK_OPERATIONS[o].label}…
        </Button>
      ))}
      {operation ? (
        <BulkJobDialog
          operation={operation}
          noun={noun}
          rows={rows}
          selection={
            selection.allMatching ? { kind: "filter", query: filter } : { kind: "ids", ids: selection.ids }
          }
          fixedParams={fixedParams}
          onClose={() => setOperation(null)}
        />
      ) : null}
    </section>
  );
}
