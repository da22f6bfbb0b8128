"use client";

import { FilterSelect } from "@/components/filters/filter-select";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CONVERSATION_TYPES } from "@/lib/api/chat-conversations-query";
import type { ConversationsUrlState } from "../_lib/search-params";

type Filters = Omit<ConversationsUrlState, "page" | "perPage">;

/** Type, unread only, search and the user to view as; each change goes to the URL and back to page 1. */
export function ConversationsFilters({
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
  const [as, setAs] = useDebouncedInput(value.as ?? "", (v) =>
    onChange(v.trim() ? { as: v.trim() } : { as: null, unread: false }),
  );
  return (
    <search aria-label="Filter conversations" className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="conv-as">View as (uid)</Label>
        <Input
          id="conv-as"
          type="search"
          className="w-44"
          placeholder="All users"
          autoComplete="off"
          spellCheck={false}
          value={as}
          onChange={(e) => setAs(e.target.value)}
        />
      </div>
      <FilterSelect
        label="Type"
        value={value.type}
        options={CONVERSATION_TYPES.map((t) => ({ value: t, label: t }))}
        onChange={(type) => onChange({ type })}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="conv-search">Search</Label>
        <Input
          id="conv-search"
          type="search"
          className="w-48"
          placeholder="Other party"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <label className="flex h-9 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={value.unread}
          onChange={(e) => onChange({ unread: e.target.checked })}
        />
        Unread only
      </label>
      <Button variant="ghost" onClick={onClear} disabled={!active}>
        Clear filters
      </Button>
    </search>
  );
}
