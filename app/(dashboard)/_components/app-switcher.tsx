"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { useOnDemand } from "@/components/use-on-demand";
import type { ConnectionSummary } from "@/lib/server/connections";

const load = () => import("./app-switcher-select").then((m) => m.AppSwitcherSelect);

// A look-alike of the select's trigger until first used, so the Radix select loads only when needed.
export function AppSwitcher({
  connections,
  activeId,
  canManage,
}: {
  connections: ConnectionSummary[];
  activeId?: string;
  canManage: boolean;
}) {
  const { Loaded, preload, open } = useOnDemand(load);
  const active = connections.find((c) => c.id === activeId);
  if (connections.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No app connected.{" "}
        {canManage ? (
          <Link className="font-medium text-primary underline" href="/apps">
            Add one
          </Link>
        ) : null}
      </p>
    );
  }
  // The select gives way on narrow screens (its text truncates); the region badge never does.
  return (
    <div className="flex min-w-0 items-center gap-2">
      {Loaded ? (
        <Loaded connections={connections} activeId={activeId} />
      ) : (
        <button
          type="button"
          role="combobox"
          aria-label="Active app"
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-autocomplete="none"
          data-placeholder={active ? undefined : ""}
          className="flex h-9 w-48 min-w-0 items-center justify-between gap-2 whitespace-nowrap rounded-md border border-border bg-background px-3 py-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[placeholder]:text-muted-foreground sm:w-60 [&>span]:truncate"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={open}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              open();
            }
          }}
        >
          <span>{active ? `${active.name} (${active.appId})` : "Choose an app"}</span>
          <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden />
        </button>
      )}
      {active ? (
        <Badge variant="muted" className="shrink-0" title="Region of the active app">
          <span className="sr-only">Region </span>
          {active.region.toUpperCase()}
        </Badge>
      ) : null}
    </div>
  );
}
