import type { ChangeEvent, ReactNode } from "react";
import { DateFilterField } from "@/components/filters/date-filter-field";
import { FilterSelect } from "@/components/filters/filter-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CALL_MODES, CALL_STATUSES, CALL_TYPES, RECEIVER_TYPES } from "@/lib/api/calls-options";
import type { CallsUrlState } from "../_lib/search-params";

export type CallsFilterState = Omit<CallsUrlState, "page" | "perPage">;

/** What makes the fields live (see `CallsFilters`); without it they are the server's static markup. */
export interface CallsFilterBindings {
  onChange: (patch: Partial<CallsFilterState>) => void;
  onClear: () => void;
  /** The participant field, rendered by the client (a user picker with the id `calls-uid`). */
  participant: ReactNode;
  /** The count field's own (debounced) text. */
  count: string;
  setCount: (v: string) => void;
  /** The two date filters, rendered by the client. */
  startedAt: ReactNode;
  endedAt: ReactNode;
}

const opts = <V extends string>(values: readonly V[]) => values.map((value) => ({ value, label: value }));
const RECORDING = [
  { value: "true", label: "With recording" },
  { value: "false", label: "Without recording" },
] as const;

/** Shared by the static field and the live picker, so the hand-over does not shift the row. */
export const PARTICIPANT_PLACEHOLDER = "Start of a name or uid";

/** A text field's value and handler when live, its initial value when static. */
const text = (live: CallsFilterBindings | undefined, value: string, set?: (v: string) => void) =>
  live && set
    ? { value, onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value) }
    : { defaultValue: value };

/** Every filter the list-calls operation offers; each change goes to the URL and back to page 1. */
export function CallsFilterFields({
  value,
  active,
  live,
}: {
  value: CallsFilterState;
  active: boolean;
  live?: CallsFilterBindings;
}) {
  const on = live?.onChange;
  /** The handler setting one filter, when live. */
  const set = <K extends keyof CallsFilterState>(key: K) =>
    on && ((v: CallsFilterState[K]) => on({ [key]: v } as Partial<CallsFilterState>));
  return (
    <search aria-label="Filter calls" className="flex flex-wrap items-end gap-3">
      <FilterSelect label="Type" value={value.type} options={opts(CALL_TYPES)} onChange={set("type")} />
      <FilterSelect label="Mode" value={value.mode} options={opts(CALL_MODES)} onChange={set("mode")} />
      <FilterSelect
        label="Status"
        value={value.status}
        options={opts(CALL_STATUSES)}
        onChange={set("status")}
      />
      <FilterSelect
        label="Receiver type"
        value={value.receiverType}
        options={opts(RECEIVER_TYPES)}
        onChange={set("receiverType")}
      />
      <FilterSelect
        label="Recording"
        value={value.hasRecording === null ? null : value.hasRecording ? "true" : "false"}
        options={RECORDING}
        onChange={on && ((v) => on({ hasRecording: v === null ? null : v === "true" }))}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="calls-uid">Participant uid</Label>
        {live ? (
          live.participant
        ) : (
          <Input
            id="calls-uid"
            type="search"
            className="w-56"
            placeholder={PARTICIPANT_PLACEHOLDER}
            autoComplete="off"
            spellCheck={false}
            defaultValue={value.uid ?? ""}
          />
        )}
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
          {...text(
            live,
            live ? live.count : value.participantsCount === null ? "" : String(value.participantsCount),
            live &&
              ((v) => {
                if (v === "" || /^\d+$/.test(v)) live.setCount(v);
              }),
          )}
        />
      </div>
      {live ? live.startedAt : <DateFilterField label="Started from" value={value.startedAt} />}
      {live ? live.endedAt : <DateFilterField label="Ended by" value={value.endedAt} />}
      <Button variant="ghost" onClick={live?.onClear} disabled={!active}>
        Clear filters
      </Button>
    </search>
  );
}
