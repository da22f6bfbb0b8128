"use client";

import { memo } from "react";

import { DateFilter } from "@/components/filters/date-filter";
import { bindFilters, FilterBar, type FiltersProps } from "@/components/filters/filter-bar";
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
  const f = bindFilters(value, onChange);
  return (
    <FilterBar label="Filter the audit log" {...bar}>
      <FilterText label="Who (email contains)" {...f.commits("actor")} />
      <FilterSelect
        label="Action"
        options={optionsOf(
          value.action && !facets.actions.includes(value.action)
            ? [...facets.actions, value.action]
            : facets.actions,
        )}
        {...f.changes("action")}
      />
      <FilterSelect
        label="App"
        options={optionsOf(
          value.app && !facets.appIds.includes(value.app) ? [...facets.appIds, value.app] : facets.appIds,
        )}
        {...f.changes("app")}
      />
      <FilterSelect
        label="Outcome"
        options={optionsOf(AUDIT_OUTCOMES) as { value: (typeof AUDIT_OUTCOMES)[number]; label: string }[]}
        {...f.changes("outcome")}
      />
      <DateFilter label="From" toSeconds={dayStartSeconds} {...f.changes("from")} />
      <DateFilter label="To" toSeconds={dayEndSeconds} {...f.changes("to")} />
    </FilterBar>
  );
}

export const AuditFilters = memo(Filters);
