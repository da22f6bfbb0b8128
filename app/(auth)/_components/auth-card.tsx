import Link from "next/link";
import type { ReactNode } from "react";

/** A signed-out page: one small card in the middle of the screen, under its heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-6 shadow-sm">
        <h1 className="mb-1 text-xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** What a mailed link that no longer works says, and where to go instead. */
export function DeadLink({ children, href, action }: { children: ReactNode; href: string; action: string }) {
  return (
    <div role="alert" className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{children}</p>
      <Link className="text-sm font-medium text-primary underline" href={href}>
        {action}
      </Link>
    </div>
  );
}
