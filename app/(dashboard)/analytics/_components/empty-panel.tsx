import type { ReactNode } from "react";

/** Where a view's figures will be, saying why there are none yet. */
export function EmptyPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-dashed border-border p-8 text-center">
      <h2 className="text-lg font-medium">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{children}</p>
    </section>
  );
}
