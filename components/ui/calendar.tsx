"use client";

import { ChevronDown, ChevronLeft, ChevronRight } from "lucide-react";
import type * as React from "react";
import { DayPicker, getDefaultClassNames } from "react-day-picker";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  const d = getDefaultClassNames();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn("p-3", className)}
      classNames={{
        root: cn(d.root, "w-fit"),
        months: cn(d.months, "relative flex flex-col gap-4 sm:flex-row"),
        month: cn(d.month, "flex w-full flex-col gap-3"),
        nav: cn(d.nav, "absolute inset-x-0 top-0 flex items-center justify-between"),
        button_previous: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8 p-0"),
        button_next: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8 p-0"),
        month_caption: cn(d.month_caption, "flex h-8 items-center justify-center"),
        caption_label: cn(d.caption_label, "text-sm font-medium"),
        month_grid: cn(d.month_grid, "w-full border-collapse"),
        weekdays: cn(d.weekdays, "flex"),
        weekday: cn(d.weekday, "w-9 text-[0.8rem] font-normal text-muted-foreground"),
        week: cn(d.week, "mt-1 flex w-full"),
        day: cn(d.day, "relative size-9 p-0 text-center text-sm"),
        day_button: cn(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "size-9 p-0 font-normal aria-selected:opacity-100",
        ),
        selected: cn(
          d.selected,
          "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary",
        ),
        range_start: cn(d.range_start, "rounded-l-md bg-muted"),
        range_middle: cn(d.range_middle, "bg-muted [&>button]:bg-transparent! [&>button]:text-foreground!"),
        range_end: cn(d.range_end, "rounded-r-md bg-muted"),
        today: cn(d.today, "[&>button]:font-semibold [&>button]:underline"),
        outside: cn(d.outside, "text-muted-foreground"),
        disabled: cn(d.disabled, "opacity-50"),
        hidden: cn(d.hidden, "invisible"),
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: c }) =>
          orientation === "left" ? (
            <ChevronLeft className={cn("size-4", c)} aria-hidden />
          ) : orientation === "right" ? (
            <ChevronRight className={cn("size-4", c)} aria-hidden />
          ) : (
            <ChevronDown className={cn("size-4", c)} aria-hidden />
          ),
      }}
      {...props}
    />
  );
}
