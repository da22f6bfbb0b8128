"use client";

import type { Header, RowData } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { DataTableFeatures } from "./features";

export function DataTableColumnHeader<T extends RowData>({
  header,
  children,
}: {
  header: Header<DataTableFeatures, T, unknown>;
  children: React.ReactNode;
}) {
  if (!header.column.getCanSort()) return <>{children}</>;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      onClick={header.column.getToggleSortingHandler()}
    >
      {children}
      <Icon aria-hidden className="size-3.5 text-muted-foreground" />
      <span className="sr-only">
        {sorted ? `sorted ${sorted === "asc" ? "ascending" : "descending"}` : "not sorted"}, click to sort
      </span>
    </button>
  );
}

export function ariaSort<T extends RowData>(header: Header<DataTableFeatures, T, unknown>) {
  if (!header.column.getCanSort()) return undefined;
  const s = header.column.getIsSorted();
  return s === "asc" ? "ascending" : s === "desc" ? "descending" : "none";
}
