import type { ReactNode } from "react";

export function SectionCard({
  id,
  title,
  description,
  error,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  error?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions}
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          This list could not be loaded: {error}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
