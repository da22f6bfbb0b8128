import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export function FilterBar({
  label,
  active,
  onClear,
  children,
}: {
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
