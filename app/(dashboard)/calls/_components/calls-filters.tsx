"use client";

import { memo } from "react";
import { DateFilter } from "@/components/filters/date-filter";
import { FilterBar, type FiltersProps } from "@/components/filters/filter-bar";
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
  const set =
    <K extends keyof CallsFilterState>(key: K) =>
    (v: CallsFilterState[K]) =>
      onChange({ [key]: v } as Partial<CallsFilterState>);
  return (
    <FilterBar label="Filter calls" {...bar}>
      <FilterSelect label="Type" value={value.type} options={optionsOf(CALL_TYPES)} onChange={set("type")} />
      <FilterSelect label="Mode" value={value.mode} options={optionsOf(CALL_MODES)} onChange={set("mode")} />
      <FilterSelect
        label="Status"
        value={value.status}
        options={optionsOf(CALL_STATUSES)}
        onChange={set("status")}
      />
      <FilterSelect
        label="Receiver type"
        value={value.receiverType}
        options={optionsOf(RECEIVER_TYPES)}
        onChange={set("receiverType")}
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
      <FilterUserPicker label="Participant uid" value={value.uid} onCommit={(uid) => onChange({ uid })} />
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
    </FilterBar>
  );
}

export const CallsFilters = memo(Filters);
