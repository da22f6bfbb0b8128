"use client";

import { memo } from "react";

import { bindFilters, FilterBar, type FiltersProps } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { FilterUserPicker } from "@/components/pickers/filter-user-picker";
import { CONVERSATION_TYPES } from "@/lib/inputs/chat-conversations-query";
import type { ConversationsUrlState } from "../_lib/search-params";

type Filters = Omit<ConversationsUrlState, "page" | "perPage">;

function Filters({ value, onChange, ...bar }: FiltersProps<Filters>) {
  const f = bindFilters(value, onChange);
  return (
    <FilterBar label="Filter conversations" {...bar}>
      <FilterUserPicker
        label="View as (uid)"
        placeholder="All users"
        value={value.as}
        onCommit={(as) => onChange(as ? { as } : { as: null, unread: false })}
      />
      <FilterSelect label="Type" options={optionsOf(CONVERSATION_TYPES)} {...f.changes("type")} />
      <FilterText label="Search" placeholder="Other party" width="w-48" {...f.commits("search")} />
      <label className="flex h-9 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={value.unread}
          onChange={(e) => onChange({ unread: e.target.checked })}
        />
        Unread only
      </label>
    </FilterBar>
  );
}

export const ConversationsFilters = memo(Filters);
