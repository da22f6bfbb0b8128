"use client";

import { DateFilter } from "@/components/filters/date-filter";
import { FilterSelect } from "@/components/filters/filter-select";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AUDIT_OUTCOMES } from "@/lib/audit-filter";
import { dayEndSeconds, dayStartSeconds } from "@/lib/format";
import type { AuditUrlState } from "../_lib/search-params";

type Filters = Omit<AuditUrlState, "page" | "perPage">;
const opts = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Who, action, app, outcome and time range; each change goes to the URL and back to page 1. */
export function AuditFilters({
  value,
  facets,
  onChange,
  onClear,
  active,
}: {
  value: Filters;
  facets: { actions: string[]; appIds: string[] };
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
  active: boolean;
}) {
  const [actor, setActor] = useDebouncedInput(value.actor ?? "", (v) =>
    onChange({ actor: v.trim() || null }),
  );
  return (
    <search aria-label="Filter the audit log" className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-actor">Who (email contains)</Label>
        <Input
          id="audit-actor"
          type="search"
          className="w-56"
          autoComplete="off"
          spellCheck={false}
          value={actor}
          onChange={(e) => setActor(e.target.value)}
        />
      </div>
      <FilterSelect
        label="Action"
        value={value.action}
        options={opts(
          value.action && !facets.actions.includes(value.action)
            ? [...facets.actions, value.action]
            : facets.actions,
        )}
        onChange={(action) => onChange({ action })}
      />
      <FilterSelect
        label="App"
        value={value.app}
        options={opts(
          value.app && !facets.appIds.includes(value.app) ? [...facets.appIds, value.app] : facets.appIds,
        )}
        onChange={(app) => onChange({ app })}
      />
      <FilterSelect
        label="Outcome"
        value={value.outcome}
        options={opts(AUDIT_OUTCOMES) as { value: (typeof AUDIT_OUTCOMES)[number]; label: string }[]}
        onChange={(outcome) => onChange({ outcome })}
      />
      <DateFilter
        label="From"
        value={value.from}
        toSeconds={dayStartSeconds}
        onChange={(from) => onChange({ from })}
      />
      <DateFilter label="To" value={value.to} toSeconds={dayEndSeconds} onChange={(to) => onChange({ to })} />
      <Button variant="ghost" onClick={onClear} disabled={!active}>
        Clear filters
      </Button>
    </search>
  );
}
