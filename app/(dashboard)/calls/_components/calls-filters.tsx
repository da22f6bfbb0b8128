"use client";

import { DateFilter } from "@/components/filters/date-filter";
import { FilterSelect } from "@/components/filters/filter-select";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CALL_MODES, CALL_STATUSES, CALL_TYPES, RECEIVER_TYPES } from "@/lib/api/calls-options";
import { dayEndSeconds, dayStartSeconds } from "@/lib/format";
import type { CallsUrlState } from "../_lib/search-params";

type Filters = Omit<CallsUrlState, "page" | "perPage">;

const opts = <V extends string>(values: readonly V[]) => values.map((value) => ({ value, label: value }));
const RECORDING = [
  { value: "true", label: "With recording" },
  { value: "false", label: "Without recording" },
] as const;

/** Every filter the list-calls operation offers; each change goes to the URL and back to page 1. */
export function CallsFilters({
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
  const [uid, setUid] = useDebouncedInput(value.uid ?? "", (v) => onChange({ uid: v.trim() || null }));
  const [count, setCount] = useDebouncedInput(
    value.participantsCount === null ? "" : String(value.participantsCount),
    (v) => onChange({ participantsCount: v === "" ? null : Number(v) }),
  );
  return (
    <search aria-label="Filter calls" className="flex flex-wrap items-end gap-3">
      <FilterSelect
        label="Type"
        value={value.type}
        options={opts(CALL_TYPES)}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        label="Mode"
        value={value.mode}
        options={opts(CALL_MODES)}
        onChange={(mode) => onChange({ mode })}
      />
      <FilterSelect
        label="Status"
        value={value.status}
        options={opts(CALL_STATUSES)}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Receiver type"
        value={value.receiverType}
        options={opts(RECEIVER_TYPES)}
        onChange={(receiverType) => onChange({ receiverType })}
      />
      <FilterSelect
        label="Recording"
        value={value.hasRecording === null ? null : value.hasRecording ? "true" : "false"}
        options={RECORDING}
        onChange={(v) => onChange({ hasRecording: v === null ? null : v === "true" })}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="calls-uid">Participant uid</Label>
        <Input
          id="calls-uid"
          type="search"
          className="w-44"
          placeholder="e.g. alice"
          autoComplete="off"
          spellCheck={false}
          value={uid}
          onChange={(e) => setUid(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="calls-participants">Participants</Label>
        <Input
          id="calls-participants"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="w-28"
          placeholder="Any"
          value={count}
          onChange={(e) => {
            const v = e.target.value;
            if (v === "" || /^\d+$/.test(v)) setCount(v);
          }}
        />
      </div>
      <DateFilter
        label="Started from"
        value={value.startedAt}
        toSeconds={dayStartSeconds}
        onChange={(startedAt) => onChange({ startedAt })}
      />
      <DateFilter
        label="Ended by"
        value={value.endedAt}
        toSeconds={dayEndSeconds}
        onChange={(endedAt) => onChange({ endedAt })}
      />
      <Button variant="ghost" onClick={onClear} disabled={!active}>
        Clear filters
      </Button>
    </search>
  );
}
