"use client";

import type { Matcher } from "react-day-picker";
import { useOnDemand } from "@/components/use-on-demand";
import { DateFilterField } from "./date-filter-field";

export interface DateFilterProps {
  label: string;
  /** 10-digit Unix seconds or null. */
  value: number | null;
  toSeconds: (day: Date) => number;
  onChange: (seconds: number | null) => void;
  /** Days that cannot be picked (those that would leave a range empty). */
  disabled?: Matcher;
}

// The popover (Radix) and the calendar load when a picker is first used, not with the page.
const load = () => import("@/components/filters/date-filter-popover").then((m) => m.DateFilterPopover);

export function DateFilter(props: DateFilterProps) {
  const { Loaded, preload, open } = useOnDemand(load);
  return (
    <DateFilterField
      label={props.label}
      value={props.value}
      popover={Loaded ? <Loaded {...props} /> : undefined}
      trigger={{ onPointerEnter: preload, onFocus: preload, onClick: open }}
      onClear={() => props.onChange(null)}
    />
  );
}
