"use client";

import { memo } from "react";

import { DateFilter } from "@/components/filters/date-filter";
import { FilterBar, type FiltersProps } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { AUDIT_OUTCOMES } from "@/lib/audit-filter";
import { dayEndSeconds, dayStartSeconds } from "@/lib/format";
import type { AuditUrlState } from "../_lib/search-params";

type Filters = Omit<AuditUrlState, "page" | "perPage">;

function Filters({
  value,
  facets,
  onChange,
  ...bar
}: FiltersProps<Filters> & { facets: { actions: string[]; appIds: string[] } }) {
  return (
    <FilterBar label="Filter the audit log" {...bar}>
      <FilterText
        label="Who (email contains)"
        value={value.actor}
        onCommit={(actor) => onChange({ actor })}
      />
      <FilterSelect
        label="Action"
        value={value.action}
        options={optionsOf(
          value.action && !facets.actions.includes(value.action)
            ? [...facets.actions, value.action]
            : facets.actions,
        )}
        onChange={(action) => onChange({ action })}
      />
      <FilterSelect
        label="App"
        value={value.app}
        options={optionsOf(
          value.app && !facets.appIds.includes(value.app) ? [...facets.appIds, value.app] : facets.appIds,
        )}
        onChange={(app) => onChange({ app })}
      />
      <FilterSelect
        label="Outcome"
        value={value.outcome}
        options={optionsOf(AUDIT_OUTCOMES) as { value: (typeof AUDIT_OUTCOMES)[number]; label: string }[]}
        onChange={(outcome) => onChange({ outcome })}
      />
      <DateFilter
        label="From"
        value={value.from}
        toSeconds={dayStartSeconds}
        onChange={(from) => onChange({ from })}
      />
      <DateFilter label="To" value={value.to} toSeconds={dayEndSeconds} onChange={(to) => onChange({ to })} />
    </FilterBar>
  );
}

export const AuditFilters = memo(Filters);
