import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { guardPage } from "@/lib/auth/guard";
import { plannedArea } from "../_lib/nav";

// Checks the area's role before anything streams, so the answer is a real 404 or 403.
export default async function AreaLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ area: string }>;
}) {
  const item = plannedArea((await params).area);
  if (!item) notFound();
  await guardPage(item.minRole);
  return children;
}
