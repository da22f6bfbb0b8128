import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/**
 * A list row's small outline button: `row` is read after the label by screen readers only, so that one row's
 * button is told from another's.
 */
export function RowButton({
  label,
  row,
  ...props
}: { label: string; row?: string } & Omit<ComponentProps<typeof Button>, "children">) {
  return (
    <Button variant="outline" size="sm" {...props}>
      {label}
      {row === undefined ? null : <span className="sr-only"> {row}</span>}
    </Button>
  );
}
