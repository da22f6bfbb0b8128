import Link from "next/link";
import type { ReactNode } from "react";

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
