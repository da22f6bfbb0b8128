import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";

/** A row's name in bold, followed on one row by what marks it (the viewer's own account, the app in use). */
export function NameCell({ name, mark }: { name: string; mark?: ReactNode }) {
  return (
    <span className="font-medium">
      {name}
      {mark}
    </span>
  );
}

/** The mark of the row in use. */
export function InUseBadge({ children }: { children: string }) {
  return (
    <Badge className="ml-2" variant="success">
      {children}
    </Badge>
  );
}
