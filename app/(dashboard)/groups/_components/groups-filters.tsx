"use client";

import { memo } from "react";

import { bindFilters, FilterBar, type FiltersProps } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { GROUP_TYPES } from "@/lib/inputs/chat-groups-query";
import type { GroupsUrlState } from "../_lib/search-params";

type Filters = Pick<GroupsUrlState, "search" | "type">;

function Filters({ value, onChange, ...bar }: FiltersProps<Filters>) {
  const f = bindFilters(value, onChange);
  return (
    <FilterBar label="Filter groups" {...bar}>
      <FilterText label="Search" placeholder="Guid or name" {...f.commits("search")} />
      <FilterSelect label="Type" options={optionsOf(GROUP_TYPES)} {...f.changes("type")} />
    </FilterBar>
  );
}

export const GroupsFilters = memo(Filters);
