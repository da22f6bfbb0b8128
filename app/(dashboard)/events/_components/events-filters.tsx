"use client";

import { memo } from "react";
import { bindFilters, FilterBar, type FiltersProps } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { EVENT_FAMILIES } from "@/lib/receiver/families";
import { TRIGGER_IDS } from "@/lib/schemas/events";
import type { EventsUrlState } from "../_lib/search-params";

function Filters({ value, onChange, ...bar }: FiltersProps<EventsUrlState>) {
  const f = bindFilters(value, onChange);
  return (
    <FilterBar label="Event filters" {...bar}>
      <FilterSelect label="Trigger" options={optionsOf(TRIGGER_IDS)} {...f.changes("trigger")} />
      <FilterSelect label="Family" options={optionsOf(EVENT_FAMILIES)} {...f.changes("family")} />
      <FilterText label="Text in payload" {...f.commits("q")} />
    </FilterBar>
  );
}

export const EventsFilters = memo(Filters);
