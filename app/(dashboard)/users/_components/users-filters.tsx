"use client";

import { memo } from "react";
import { DateFilter } from "@/components/filters/date-filter";
import { bindFilters, FilterBar, type FiltersProps } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { dayEndSeconds, dayStartSeconds, secondsToPickerDay } from "@/lib/format";
import { USER_STATUS_FILTERS } from "@/lib/inputs/users-query";
import type { UsersUrlState } from "../_lib/search-params";

type Filters = Omit<UsersUrlState, "page" | "perPage" | "sortBy" | "sortOrder">;
const STATUSES = optionsOf(USER_STATUS_FILTERS);

/** The picker's day `days` away from the (UTC) day holding `s`. */
function dayFrom(s: number, days: number) {
  const d = secondsToPickerDay(s);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
}

function Filters({ value, onChange, ...bar }: FiltersProps<Filters>) {
  const f = bindFilters(value, onChange);
  return (
    <FilterBar label="Filter users" {...bar}>
      <FilterText label="Search uid or name" placeholder="Part of a uid or name" {...f.commits("search")} />
      <FilterSelect label="Status" options={STATUSES} {...f.changes("status")} />
      <FilterText label="Role" placeholder="Any" width="w-36" {...f.commits("role")} />
      {/* Whole UTC days, each left out: before the day began, after it ended. Days leaving nothing between are off. */}
      <DateFilter
        label="Last active before"
        toSeconds={dayStartSeconds}
        disabled={value.lastActiveAfter === null ? undefined : { before: dayFrom(value.lastActiveAfter, 1) }}
        {...f.changes("lastActiveBefore")}
      />
      <DateFilter
        label="Last active after"
        toSeconds={dayEndSeconds}
        disabled={
          value.lastActiveBefore === null ? undefined : { after: dayFrom(value.lastActiveBefore, -1) }
        }
        {...f.changes("lastActiveAfter")}
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
