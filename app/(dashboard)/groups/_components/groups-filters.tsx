"use client";

import { FilterSelect } from "@/components/filters/filter-select";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { GROUP_TYPES } from "@/lib/api/chat-groups-query";
import type { GroupsUrlState } from "../_lib/search-params";

type Filters = Pick<GroupsUrlState, "search" | "type">;

/** Search (debounced) and type; each change goes to the URL and back to page 1. */
export function GroupsFilters({
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
  const [search, setSearch] = useDebouncedInput(value.search ?? "", (v) =>
    onChange({ search: v.trim() || null }),
  );
  return (
    <search aria-label="Filter groups" className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="groups-search">Search</Label>
        <Input
          id="groups-search"
          type="search"
          className="w-56"
          placeholder="Guid or name"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <FilterSelect
        label="Type"
        value={value.type}
        options={GROUP_TYPES.map((t) => ({ value: t, label: t }))}
        onChange={(type) => onChange({ type })}
      />
      <Button variant="ghost" onClick={onClear} disabled={!active}>
        Clear filters
      </Button>
    </search>
  );
}
