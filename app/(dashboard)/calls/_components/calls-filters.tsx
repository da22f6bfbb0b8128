"use client";

import { memo } from "react";
import { DateFilter } from "@/components/filters/date-filter";
import { bindFilters, FilterBar, type FiltersProps } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { FilterUserPicker } from "@/components/pickers/filter-user-picker";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { dayEndSeconds, dayStartSeconds } from "@/lib/format";
import { CALL_MODES, CALL_STATUSES, CALL_TYPES, RECEIVER_TYPES } from "@/lib/inputs/calls-options";
import type { CallsUrlState } from "../_lib/search-params";

export type CallsFilterState = Omit<CallsUrlState, "page" | "perPage">;

const RECORDING = [
  { value: "true", label: "With recording" },
  { value: "false", label: "Without recording" },
] as const;

const TRANSCRIPT = [
  { value: "true", label: "With transcript" },
  { value: "false", label: "Without transcript" },
] as const;

function Filters({ value, onChange, ...bar }: FiltersProps<CallsFilterState>) {
  const [count, setCount] = useDebouncedInput(
    value.participantsCount === null ? "" : String(value.participantsCount),
    (v) => onChange({ participantsCount: v === "" ? null : Number(v) }),
  );
  const f = bindFilters(value, onChange);
  return (
    <FilterBar label="Filter calls" {...bar}>
      <FilterSelect label="Type" options={optionsOf(CALL_TYPES)} {...f.changes("type")} />
      <FilterSelect label="Mode" options={optionsOf(CALL_MODES)} {...f.changes("mode")} />
      <FilterSelect label="Status" options={optionsOf(CALL_STATUSES)} {...f.changes("status")} />
      <FilterSelect
        label="Receiver type"
        options={optionsOf(RECEIVER_TYPES)}
        {...f.changes("receiverType")}
      />
      <FilterSelect
        label="Recording"
        value={value.hasRecording === null ? null : value.hasRecording ? "true" : "false"}
        options={RECORDING}
        onChange={(v) => onChange({ hasRecording: v === null ? null : v === "true" })}
      />
      <FilterSelect
        label="Transcript"
        value={value.hasTranscription === null ? null : value.hasTranscription ? "true" : "false"}
        options={TRANSCRIPT}
        onChange={(v) => onChange({ hasTranscription: v === null ? null : v === "true" })}
      />
      <FilterUserPicker label="Participant uid" {...f.commits("uid")} />
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
            if (e.target.value === "" || /^\d+$/.test(e.target.value)) setCount(e.target.value);
          }}
        />
      </div>
      <DateFilter label="Started from" toSeconds={dayStartSeconds} {...f.changes("startedAt")} />
      <DateFilter label="Ended by" toSeconds={dayEndSeconds} {...f.changes("endedAt")} />
    </FilterBar>
  );
}

export const CallsFilters = memo(Filters);
