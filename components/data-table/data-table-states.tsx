import { AlertTriangle, SearchX } from "lucide-react";
import type { ReactNode } from "react";

export function DataTableEmpty({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <SearchX aria-hidden className="size-8 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      {action}
    </div>
  );
}

export function DataTableError({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <AlertTriangle aria-hidden className="size-8 text-destructive" />
      <p className="font-medium">The list could not be loaded</p>
      <p className="max-w-prose text-sm text-muted-foreground">{message}</p>
      {action}
    </div>
  );
}
