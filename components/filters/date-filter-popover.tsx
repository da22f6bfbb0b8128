"use client";

import { CalendarDays } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { DateFilterProps } from "@/components/filters/date-filter";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatDay, secondsToPickerDay } from "@/lib/format";

// The calendar (react-day-picker) loads with the popover, keeping both out of the page's first JS.
const Calendar = dynamic(() => import("@/components/ui/calendar").then((m) => m.Calendar), {
  ssr: false,
  loading: () => <div className="h-[18rem] w-[16rem]" />,
});

export function DateFilterPopover({ label, value, toSeconds, onChange, disabled }: DateFilterProps) {
  const [open, setOpen] = useState(true);
  return (
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
          disabled={disabled}
          onSelect={(d: Date | undefined) => {
            onChange(d ? toSeconds(d) : null);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
