"use client";

import { memo } from "react";

import { FilterBar } from "@/components/filters/filter-bar";
import { FilterSelect } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { USER_STATUS_FILTERS } from "@/lib/api/users-query";
import type { UsersUrlState } from "../_lib/search-params";

type Filters = Omit<UsersUrlState, "page" | "perPage">;
const STATUSES = USER_STATUS_FILTERS.map((value) => ({ value, label: value }));

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
    <FilterBar label="Filter users" active={active} onClear={onClear}>
      <FilterText
        label="Search uid or name"
        placeholder="Part of a uid or name"
        value={value.search}
        onCommit={(search) => onChange({ search })}
      />
      <FilterSelect
        label="Status"
        value={value.status}
        options={STATUSES}
        onChange={(status) => onChange({ status })}
      />
      <FilterText
        label="Role"
        placeholder="Any"
        width="w-36"
        value={value.role}
        onCommit={(role) => onChange({ role })}
      />
      <div className="flex h-9 items-center gap-2">
        <Switch
          id="users-deactivated"
          checked={value.deactivated}
          onCheckedChange={(deactivated) => onChange({ deactivated })}
        />
        <Label htmlFor="users-deactivated">Include deactivated</Label>
      </div>
    </FilterBar>
  );
}

export const UsersFilters = memo(Filters);
