"use client";

import { FilterSelect } from "@/components/filters/filter-select";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { USER_STATUS_FILTERS } from "@/lib/api/users-query";
import type { UsersUrlState } from "../_lib/search-params";

type Filters = Omit<UsersUrlState, "page" | "perPage">;
const STATUSES = USER_STATUS_FILTERS.map((value) => ({ value, label: value }));

/** Search, status, role and the deactivated toggle; each change goes to the URL and back to page 1. */
export function UsersFilters({
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
  const [role, setRole] = useDebouncedInput(value.role ?? "", (v) => onChange({ role: v.trim() || null }));
  return (
    <search aria-label="Filter users" className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="users-search">Search uid or name</Label>
        <Input
          id="users-search"
          type="search"
          className="w-56"
          placeholder="Start of a uid or name"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <FilterSelect
        label="Status"
        value={value.status}
        options={STATUSES}
        onChange={(status) => onChange({ status })}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="users-role">Role</Label>
        <Input
          id="users-role"
          type="search"
          className="w-36"
          placeholder="Any"
          autoComplete="off"
          spellCheck={false}
          value={role}
          onChange={(e) => setRole(e.target.value)}
        />
      </div>
      <div className="flex h-9 items-center gap-2">
        <Switch
          id="users-deactivated"
          checked={value.deactivated}
          onCheckedChange={(deactivated) => onChange({ deactivated })}
        />
        <Label htmlFor="users-deactivated">Include deactivated</Label>
      </div>
      <Button variant="ghost" onClick={onClear} disabled={!active}>
        Clear filters
      </Button>
    </search>
  );
}
