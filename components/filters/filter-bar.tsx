import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A list's filter row: its fields, then "Clear filters", enabled while any filter is set. */
export function FilterBar({
  label,
  active,
  onClear,
  children,
}: {
  /** Names the search landmark, e.g. "Filter users". */
  label: string;
  active: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <search aria-label={label} className="flex flex-wrap items-end gap-3">
      {children}
      <Button variant="ghost" onClick={onClear} disabled={!active}>
        Clear filters
      </Button>
    </search>
  );
}
