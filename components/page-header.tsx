import Link from "next/link";
import type { ReactNode } from "react";

/**
 * A page's heading: the way back up (when the page lies below another), its title, what it shows (the
 * children), and the page-wide actions beside them (when given, even as null, the heading makes room for them).
 */
export function PageHeader({
  title,
  back,
  actions,
  children,
}: {
  title: ReactNode;
  back?: { href: string; label: string };
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <div>
      {back ? (
        <Link href={back.href} className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          ← {back.label}
        </Link>
      ) : null}
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children === undefined ? null : <p className="text-sm text-muted-foreground">{children}</p>}
    </div>
  );
  if (actions === undefined) return heading;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      {heading}
      {actions}
    </div>
  );
}
