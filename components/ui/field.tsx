import type * as React from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

export function describedBy(id: string, opts: { hint?: boolean; error?: string }) {
  const ids = fieldIds(id);
  const list = [opts.hint ? ids.hint : undefined, opts.error ? ids.error : undefined].filter(Boolean);
  return {
    id,
    "aria-describedby": list.length ? list.join(" ") : undefined,
    "aria-invalid": opts.error ? true : undefined,
  } as const;
}

export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function FieldNotes({ id, hint, error }: { id: string; hint?: React.ReactNode; error?: string }) {
  const ids = fieldIds(id);
  return (
    <>
      {hint ? (
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}
