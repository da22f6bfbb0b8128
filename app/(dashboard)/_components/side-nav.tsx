"use client";

import { usePathname } from "next/navigation";
import { IntentLink } from "@/components/intent-link";
import type { NavLink } from "./nav-links";

const LINK =
  "flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function SideNav({ items, onNavigate }: { items: NavLink[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="px-2 pb-3">
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <IntentLink
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={active ? `${LINK} bg-muted font-medium` : LINK}
              >
                {item.icon}
                <span>{item.label}</span>
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
