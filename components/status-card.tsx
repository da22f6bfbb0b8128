import Link from "next/link";
import type { ReactNode } from "react";

/**
 * The card of a page that says why there is nothing to show (not found, not allowed), centred in the space
 * it is given: the screen on its own, what the dashboard's header leaves inside the dashboard.
 */
export function StatusCard({
  title,
  children,
  role,
}: {
  title: string;
  children: ReactNode;
  role?: "alert";
}) {
  return (
    <div className="flex flex-1 items-center justify-center p-4">
      <div role={role} className="w-full max-w-md rounded-lg border border-border bg-card p-6">
        <h1 className="mb-2 text-xl font-semibold">{title}</h1>
        <p className="mb-4 text-sm text-muted-foreground">{children}</p>
        <Link className="text-sm font-medium text-primary underline" href="/calls">
          Back to calls
        </Link>
      </div>
    </div>
  );
}
