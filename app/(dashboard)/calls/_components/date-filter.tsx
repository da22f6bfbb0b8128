"use client";

import { CalendarDays, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatDay, secondsToPickerDay } from "../_lib/format";

// The calendar (react-day-picker) loads when a picker first opens, keeping it out of the page's first JS.
const Calendar = dynamic(() => import("@/components/ui/calendar").then((m) => m.Calendar), {
  ssr: false,
  loading: () => <div className="h-[18rem] w-[16rem]" />,
});

export interface DateFilterProps {
  label: string;
  /** 10-digit Unix seconds or null. */
  value: number | null;
  /** Converts the picked day to the seconds the filter sends (start or end of the day, UTC). */
  toSeconds: (day: Date) => number;
  onChange: (seconds: number | null) => void;
}

/** A day picker in a popover for one timestamp filter. */
export function DateFilter({ label, value, toSeconds, onChange }: DateFilterProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium leading-none">{label}</span>
      <div className="flex items-center gap-1">
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              variant="outline"
              className="h-9 w-40 justify-start font-normal"
              aria-label={`${label}: ${value ? formatDay(value) : "any day"}`}
            >
              <CalendarDays aria-hidden className="size-4" />
              {value ? formatDay(value) : <span className="text-muted-foreground">Any day</span>}
            </Button>
          </PopoverTrigger>
          <PopoverContent className="w-auto p-0" align="start">
            <Calendar
              mode="single"
              selected={value ? secondsToPickerDay(value) : undefined}
              defaultMonth={value ? secondsToPickerDay(value) : undefined}
              onSelect={(d: Date | undefined) => {
                onChange(d ? toSeconds(d) : null);
                setOpen(false);
              }}
            />
          </PopoverContent>
        </Popover>
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
