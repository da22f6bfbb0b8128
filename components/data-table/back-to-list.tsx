"use client";

import Link from "next/link";
import { type ReactNode, useEffect, useState } from "react";
import { listUrl } from "./list-url";

export function BackToList({ href, children }: { href: string; children: ReactNode }) {
  const [target, setTarget] = useState(href);
  useEffect(() => setTarget(listUrl(href)), [href]);
  return (
    <Link href={target} className="text-sm text-muted-foreground underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
