"use client";

import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";

// The pressed state is read at click time, so nothing renders differently on the server and the client.
export function ThemeToggle() {
  const toggle = (button: HTMLButtonElement) => {
    const root = document.documentElement;
    const dark = !root.classList.contains("dark");
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
    button.setAttribute("aria-pressed", String(dark));
    try {
      localStorage.setItem("theme", dark ? "dark" : "light");
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle dark mode"
      aria-pressed={false}
      suppressHydrationWarning
      ref={(b) => {
        if (b) b.setAttribute("aria-pressed", String(document.documentElement.classList.contains("dark")));
      }}
      onClick={(e) => toggle(e.currentTarget)}
    >
      <Sun className="hidden size-4 dark:block" aria-hidden />
      <Moon className="size-4 dark:hidden" aria-hidden />
    </Button>
  );
}
