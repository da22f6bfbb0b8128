"use client";

import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/use-on-demand";
import type { NavLink } from "./nav-links";

const load = () => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet);

export function MobileNav({ items }: { items: NavLink[] }) {
  const { Loaded, preload, open } = useOnDemand(load);
  if (Loaded) return <Loaded items={items} />;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="shrink-0 md:hidden"
      aria-label="Open navigation"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    >
      <Menu className="size-5" aria-hidden />
    </Button>
  );
}
