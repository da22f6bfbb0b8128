"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { atLeast } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/types";
import { cn } from "@/lib/utils";
import { NAV } from "../_lib/nav";

/** The product's areas the role may open; `onNavigate` closes the small-screen sheet. */
export function SideNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="px-2 pb-3">
      <ul className="flex flex-col gap-0.5">
        {NAV.filter((n) => atLeast(role, n.minRole)).map((item) => {
          const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active && "bg-muted font-medium",
                )}
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
