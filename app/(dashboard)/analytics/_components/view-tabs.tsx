"use client";

import { useQueryStates } from "nuqs";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { type AnalyticsView, analyticsSearchParams } from "@/lib/analytics/search-params";

const VIEWS: { value: AnalyticsView; label: string }[] = [
  { value: "calls", label: "Calls" },
  { value: "messages", label: "Messages" },
];

/** Calls | Messages, kept in the URL beside the range and time zone both views share. */
export function ViewTabs() {
  const [pending, startTransition] = useTransition();
  const [{ view }, setState] = useQueryStates(analyticsSearchParams, {
    shallow: false,
    history: "push",
    startTransition,
  });
  return (
    <fieldset aria-busy={pending} className="flex w-fit gap-1 rounded-lg border border-border p-1">
      <legend className="sr-only">View</legend>
      {VIEWS.map((v) => (
        <Button
          key={v.value}
          size="sm"
          variant={view === v.value ? "default" : "ghost"}
          aria-pressed={view === v.value}
          onClick={() => setState({ view: v.value })}
        >
          {v.label}
        </Button>
      ))}
    </fieldset>
  );
}
