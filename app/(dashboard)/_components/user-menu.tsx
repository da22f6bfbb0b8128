"use client";

import { ChevronDown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/use-on-demand";
import { ROLE_LABEL } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/types";

export interface UserMenuProps {
  name: string;
  email: string;
  role: Role;
}

const load = () => import("./user-menu-content").then((m) => m.UserMenuContent);

export function UserMenu(props: UserMenuProps) {
  const { Loaded, preload, open } = useOnDemand(load);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Button
      variant="ghost"
      className="gap-2 px-2"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    >
      {/* The visible text is the accessible name (WCAG 2.5.3); the name stays readable on small screens. */}
      <span className="sr-only">Account: </span>
      <span className="sr-only max-w-40 truncate sm:not-sr-only">{props.name}</span>{" "}
      <Badge variant="muted">{ROLE_LABEL[props.role]}</Badge>
      <ChevronDown className="size-4" aria-hidden />
    </Button>
  );
}
