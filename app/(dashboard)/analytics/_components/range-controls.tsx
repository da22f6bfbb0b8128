"use client";

import { CalendarDays, Download } from "lucide-react";
import dynamic from "next/dynamic";
import { useQueryStates } from "nuqs";
import { useId, useState, useTransition } from "react";
import type { DateRange } from "react-day-picker";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import {
  analyticsSearchParams,
  type RangePreset,
  serializeAnalyticsSearchParams,
} from "@/lib/analytics/search-params";
import { formatCalendarDay } from "@/lib/format";

// The calendar loads when the picker first opens, keeping react-day-picker out of the first JS.
const Calendar = dynamic(() => import("@/components/ui/calendar").then((m) => m.Calendar), {
  ssr: false,
  loading: () => <div className="h-[18rem] w-[32rem]" />,
});

const PRESETS: { value: Exclude<RangePreset, "custom">; label: string }[] = [
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "90d", label: "90 days" },
  { value: "month", label: "This month" },
];

const ZONES = [
  "UTC",
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Berlin",
  "Europe/Paris",
  "Europe/Moscow",
  "Africa/Lagos",
  "Africa/Johannesburg",
  "Asia/Dubai",
  "Asia/Karachi",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Asia/Singapore",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Adelaide",
  "Australia/Sydney",
  "Pacific/Auckland",
];

const toDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const fromDay = (s: string) => {
  const [y = 1970, m = 1, d = 1] = s.split("-").map(Number);
  return new Date(y, m - 1, d);
};
/** The first of the month `months` after the one holding `day`. */
const monthStart = (day: string, months = 0) => {
  const d = fromDay(day);
  return new Date(d.getFullYear(), d.getMonth() + months, 1);
};

export function RangeControls({
  firstDay,
  lastDay,
  today,
  tz,
  exportLink,
}: {
  firstDay: string;
  lastDay: string;
  /** Today in `tz`: the calendar opens on last month and this one, and later days cannot be picked. */
  today: string;
  tz: string;
  /** The view's own export; by default the calls export of the range. */
  exportLink?: { href: string; filename: string };
}) {
  const [pending, startTransition] = useTransition();
  const [state, setState] = useQueryStates(analyticsSearchParams, {
    shallow: false,
    history: "push",
    startTransition,
  });
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<DateRange | undefined>();
  const tzId = useId();
  const zones = ZONES.includes(tz) ? ZONES : [tz, ...ZONES];
  const exportHref =
    exportLink?.href ?? serializeAnalyticsSearchParams("/api/analytics/export", { ...state, view: null });
  return (
    <div className="flex flex-wrap items-end gap-3" aria-busy={pending}>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium leading-none">Range</legend>
        <div className="flex flex-wrap gap-1">
          {PRESETS.map((p) => (
            <Button
              key={p.value}
              variant={state.range === p.value ? "default" : "outline"}
              size="sm"
              aria-pressed={state.range === p.value}
              onClick={() => setState({ range: p.value, from: null, to: null })}
            >
              {p.label}
            </Button>
          ))}
          <Popover
            open={open}
            onOpenChange={(o) => {
              setOpen(o);
              if (o) setPicked({ from: fromDay(firstDay), to: fromDay(lastDay) });
            }}
          >
            <PopoverTrigger asChild>
              <Button
                variant={state.range === "custom" ? "default" : "outline"}
                size="sm"
                aria-pressed={state.range === "custom"}
              >
                <CalendarDays aria-hidden className="size-4" />
                {state.range === "custom"
                  ? `${formatCalendarDay(firstDay)} – ${formatCalendarDay(lastDay)}`
                  : "Custom"}
              </Button>
            </PopoverTrigger>
            <PopoverContent className="w-auto p-0" align="start">
              <Calendar
                mode="range"
                numberOfMonths={2}
                selected={picked}
                defaultMonth={monthStart(today, -1)}
                endMonth={monthStart(today)}
                disabled={{ after: fromDay(today) }}
                onSelect={setPicked}
              />
              <div className="flex justify-end gap-2 border-t border-border p-2">
                <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button
                  size="sm"
                  disabled={!picked?.from || !picked.to}
                  onClick={() => {
                    if (!picked?.from || !picked.to) return;
                    setState({ range: "custom", from: toDay(picked.from), to: toDay(picked.to) });
                    setOpen(false);
                  }}
                >
                  Apply
                </Button>
              </div>
            </PopoverContent>
          </Popover>
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={tzId} className="text-sm font-medium leading-none">
          Time zone
        </label>
        <select
          id={tzId}
          className="h-8 rounded-md border border-border bg-background px-2 text-sm"
          value={tz}
          onChange={(e) => setState({ tz: e.target.value })}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </div>
      <Button asChild variant="outline" size="sm" className="ml-auto">
        <a href={exportHref} download={exportLink?.filename ?? true}>
          <Download aria-hidden className="size-4" />
          Export CSV
        </a>
      </Button>
    </div>
  );
}
