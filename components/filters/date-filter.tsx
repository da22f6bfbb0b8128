"use client";

import { CalendarDays, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/use-on-demand";
import { formatDay } from "@/lib/format";

export interface DateFilterProps {
  label: string;
  /** 10-digit Unix seconds or null. */
  value: number | null;
  /** Converts the picked day to the seconds the filter sends (start or end of the day, UTC). */
  toSeconds: (day: Date) => number;
  onChange: (seconds: number | null) => void;
}

// The popover (Radix) and the calendar load when a picker is first used, not with the page.
const load = () => import("@/components/filters/date-filter-popover").then((m) => m.DateFilterPopover);

/** A day picker in a popover for one timestamp filter. */
export function DateFilter(props: DateFilterProps) {
  const { label, value, onChange } = props;
  const { Loaded, preload, open } = useOnDemand(load);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium leading-none">{label}</span>
      <div className="flex items-center gap-1">
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Button
            variant="outline"
            className="h-9 w-40 justify-start font-normal"
            aria-label={`${label}: ${value ? formatDay(value) : "any day"}`}
            aria-haspopup="dialog"
            aria-expanded={false}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}
          >
            <CalendarDays aria-hidden className="size-4" />
            {value ? formatDay(value) : <span className="text-muted-foreground">Any day</span>}
          </Button>
        )}
        {value ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => onChange(null)}
          >
            <X aria-hidden className="size-4" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
