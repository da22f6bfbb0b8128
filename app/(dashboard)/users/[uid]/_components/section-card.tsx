import { type ReactNode, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { SectionBoundary } from "./section-boundary";
import { SectionError } from "./section-error";

/**
 * One section of a user's page. Its heading, description and buttons are drawn at once; its content (an async
 * server component) streams in when its own load finishes, a skeleton meanwhile, and what throws there shows
 * in the section. `error` says why there is no content to load at all.
 */
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
        <SectionError message={error} />
      ) : (
        <SectionBoundary>
          <Suspense fallback={<SectionSkeleton title={title} />}>{children}</Suspense>
        </SectionBoundary>
      )}
    </section>
  );
}

function SectionSkeleton({ title }: { title: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">Loading {title.toLowerCase()}…</span>
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-2/3" />
    </div>
  );
}
