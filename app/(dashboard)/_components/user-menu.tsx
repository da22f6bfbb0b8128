"use client";

import { Moon, Sun } from "lucide-react";
import { signOut } from "next-auth/react";
import { useTheme } from "next-themes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

export function UserMenu({ email, role }: { email: string; role: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === "dark";
  return (
    <div className="flex items-center gap-2 text-sm">
      <Button
        variant="ghost"
        size="icon"
        aria-label={dark ? "Use light theme" : "Use dark theme"}
        onClick={() => setTheme(dark ? "light" : "dark")}
      >
        {dark ? <Sun className="size-4" aria-hidden /> : <Moon className="size-4" aria-hidden />}
      </Button>
      <span className="hidden text-muted-foreground sm:inline">{email}</span>
      <Badge variant="muted">{role}</Badge>
      <Button variant="outline" size="sm" onClick={() => signOut({ callbackUrl: "/sign-in" })}>
        Sign out
      </Button>
    </div>
  );
}
