import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** What a list gives its filters: the URL's values, a patch to them, and clearing them all. */
export interface FiltersProps<F> {
  value: F;
  onChange: (patch: Partial<F>) => void;
  onClear: () => void;
  active: boolean;
}

export function FilterBar({
  label,
  active,
  onClear,
  children,
}: Pick<FiltersProps<unknown>, "active" | "onClear"> & { label: string; children: ReactNode }) {
  return (
    <search aria-label={label} className="flex flex-wrap items-end gap-3">
      {children}
      <Button variant="ghost" onClick={onClear} disabled={!active}>
        Clear filters
      </Button>
    </search>
  );
}
