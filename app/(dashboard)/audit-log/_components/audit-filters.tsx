"use client";

import { memo } from "react";

import { DateFilter } from "@/components/filters/date-filter";
import { FilterBar } from "@/components/filters/filter-bar";
import { FilterSelect } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { AUDIT_OUTCOMES } from "@/lib/audit-filter";
import { dayEndSeconds, dayStartSeconds } from "@/lib/format";
import type { AuditUrlState } from "../_lib/search-params";

type Filters = Omit<AuditUrlState, "page" | "perPage">;
const opts = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function Filters({
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
  return (
    <FilterBar label="Filter the audit log" active={active} onClear={onClear}>
      <FilterText
        label="Who (email contains)"
        value={value.actor}
        onCommit={(actor) => onChange({ actor })}
      />
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
    </FilterBar>
  );
}

export const AuditFilters = memo(Filters);
