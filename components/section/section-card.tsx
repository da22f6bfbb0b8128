import { type ReactNode, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { SectionBoundary } from "./section-boundary";
import { SectionError } from "./section-error";

/**
 * One section of a detail page. Its heading, description and buttons are drawn at once; its content (an async
 * server component, or a client one that reads a promise with `use`) streams in when its own load finishes.
 * `error` says why there is no content to load at all; `what` names the content in an error ("This list").
 */
export function SectionCard({
  id,
  title,
  description,
  error,
  what,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  error?: string;
  what?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4"
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
        <SectionError what={what} message={error} />
      ) : (
        <SectionBody label={title} what={what}>
          {children}
        </SectionBody>
      )}
    </section>
  );
}

/**
 * A section's content on its own: a skeleton (read out as "Loading {label}…") until its load finishes, and
 * what throws there shown in its place. For sections whose heading the page draws itself.
 */
export function SectionBody({
  label,
  what,
  children,
}: {
  label: string;
  what?: string;
  children?: ReactNode;
}) {
  return (
    <SectionBoundary what={what}>
      <Suspense fallback={<SectionSkeleton label={label} />}>{children}</Suspense>
    </SectionBoundary>
  );
}

function SectionSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">Loading {label.toLowerCase()}…</span>
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-2/3" />
    </div>
  );
}
