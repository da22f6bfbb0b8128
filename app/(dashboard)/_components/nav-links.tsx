import type { ReactNode } from "react";
import { atLeast } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/types";
import { NAV } from "../_lib/nav";

export interface NavLink {
  href: string;
  label: string;
  icon: ReactNode;
}

// Icons are rendered on the server, so the icon library stays out of the browser's bundle.
export function navLinks(role: Role): NavLink[] {
  return NAV.filter((n) => atLeast(role, n.minRole)).map(({ href, label, icon: Icon }) => ({
    href,
    label,
    icon: <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />,
  }));
}
