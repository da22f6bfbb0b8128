import Link from "next/link";
import type { ReactNode } from "react";

/** A row's link to its record's page; never prefetched, since a page of rows would fetch every record. */
export function RowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} prefetch={false} className="font-medium underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
