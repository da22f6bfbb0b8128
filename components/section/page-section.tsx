import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A titled part of a page, named by its heading (`${id}-heading`) for assistive technology. */
export function PageSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn("flex flex-col gap-3", className)}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
