"use client";

import { memo } from "react";

import { FilterBar, type FiltersProps } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { GROUP_TYPES } from "@/lib/inputs/chat-groups-query";
import type { GroupsUrlState } from "../_lib/search-params";

type Filters = Pick<GroupsUrlState, "search" | "type">;

function Filters({ value, onChange, ...bar }: FiltersProps<Filters>) {
  return (
    <FilterBar label="Filter groups" {...bar}>
      <FilterText
        label="Search"
        placeholder="Guid or name"
        value={value.search}
        onCommit={(search) => onChange({ search })}
      />
      <FilterSelect
        label="Type"
        value={value.type}
        options={optionsOf(GROUP_TYPES)}
        onChange={(type) => onChange({ type })}
      />
    </FilterBar>
  );
}

export const GroupsFilters = memo(Filters);
