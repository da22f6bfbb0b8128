import type { ReactNode } from "react";
import { guardPage } from "@/lib/auth/guard";

// The role check sits in the layout, above loading.tsx, so a refusal answers 403 before anything streams.
export default async function ExtensionsLayout({ children }: { children: ReactNode }) {
  await guardPage("admin");
  return children;
}
