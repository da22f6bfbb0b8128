import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** What a list gives its filters: the URL's values, a patch to them, and clearing them all. */
export interface FiltersProps<F> {
  value: F;
  onChange: (patch: Partial<F>) => void;
  onClear: () => void;
  active: boolean;
}

/**
 * Ties filter controls to the URL's values, each naming its filter once: `changes` for FilterSelect and
 * DateFilter, `commits` for FilterText and the pickers, `set` for a control that converts its value first.
 */
export function bindFilters<F>(value: F, onChange: (patch: Partial<F>) => void) {
  const set =
    <K extends keyof F>(key: K) =>
    (v: F[K]) =>
      onChange({ [key]: v } as unknown as Partial<F>);
  return {
    set,
    changes: <K extends keyof F>(key: K) => ({ value: value[key], onChange: set(key) }),
    commits: <K extends keyof F>(key: K) => ({ value: value[key], onCommit: set(key) }),
  };
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
