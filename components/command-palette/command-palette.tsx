"use client";

import { Search } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import type { PaletteEntry } from "./entries";

// The dialog and its search load on first open: pages that never open it do not carry cmdk.
const PaletteDialog = dynamic(() => import("./palette-dialog").then((m) => m.PaletteDialog), { ssr: false });

export function CommandPalette({ entries }: { entries: PaletteEntry[] }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === "k" && (e.metaKey || e.ctrlKey) && !e.altKey) {
        e.preventDefault();
        setLoaded(true);
        setOpen((o) => !o);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="gap-2 text-muted-foreground"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden className="size-4" />
        <span className="hidden sm:inline">Search…</span>
        <span className="sr-only sm:hidden">Search</span>
        <kbd className="hidden rounded border border-border px-1 font-mono text-[10px] lg:inline">Ctrl K</kbd>
      </Button>
      {loaded ? <PaletteDialog open={open} onOpenChange={setOpen} entries={entries} /> : null}
    </>
  );
}
