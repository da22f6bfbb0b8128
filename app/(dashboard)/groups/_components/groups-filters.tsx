"use client";

import { memo } from "react";

import { FilterBar } from "@/components/filters/filter-bar";
import { FilterSelect } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { GROUP_TYPES } from "@/lib/inputs/chat-groups-query";
import type { GroupsUrlState } from "../_lib/search-params";

type Filters = Pick<GroupsUrlState, "search" | "type">;

function Filters({
  value,
  onChange,
  onClear,
  active,
}: {
  value: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
  active: boolean;
}) {
  return (
    <FilterBar label="Filter groups" active={active} onClear={onClear}>
      <FilterText
        label="Search"
        placeholder="Guid or name"
        value={value.search}
        onCommit={(search) => onChange({ search })}
      />
      <FilterSelect
        label="Type"
        value={value.type}
        options={GROUP_TYPES.map((t) => ({ value: t, label: t }))}
        onChange={(type) => onChange({ type })}
      />
    </FilterBar>
  );
}

export const GroupsFilters = memo(Filters);
