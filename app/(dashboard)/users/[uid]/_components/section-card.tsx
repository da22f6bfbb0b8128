import Link from "next/link";
import type { ReactNode } from "react";
import type { z } from "zod";
import type { pagination } from "@/lib/schemas/common";

type Pagination = z.infer<typeof pagination>;

/** A titled section of the user page with its own message when the service refused its list. */
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

/** Previous/next links for a section's page (`?<param>=n`), keeping the other sections' pages. */
export function SectionPager({
  label,
  param,
  meta,
  search,
}: {
  label: string;
  param: string;
  meta: Pagination;
  search: Record<string, string>;
}) {
  if (meta.total_pages <= 1) return null;
  const href = (page: number) => `?${new URLSearchParams({ ...search, [param]: String(page) })}`;
  const cls = "rounded-md border border-border px-3 py-1 text-sm hover:bg-muted";
  return (
    <nav aria-label={`${label} pages`} className="flex items-center gap-3 text-sm">
      {meta.current_page > 1 ? (
        <Link className={cls} href={href(meta.current_page - 1)} scroll={false}>
          Previous
        </Link>
      ) : null}
      <span className="tabular-nums text-muted-foreground">
        Page {meta.current_page} of {meta.total_pages}
      </span>
      {meta.current_page < meta.total_pages ? (
        <Link className={cls} href={href(meta.current_page + 1)} scroll={false}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
