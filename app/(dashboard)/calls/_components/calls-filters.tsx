"use client";

import { DateFilter } from "@/components/filters/date-filter";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { UserPicker } from "@/components/pickers/user-picker";
import { dayEndSeconds, dayStartSeconds } from "@/lib/format";
import { CallsFilterFields, type CallsFilterState, PARTICIPANT_PLACEHOLDER } from "./calls-filter-fields";

/** The calls filters, live: selects and date pickers change the URL at once, text fields after a pause. */
export function CallsFilters({
  value,
  onChange,
  onClear,
  active,
}: {
  value: CallsFilterState;
  onChange: (patch: Partial<CallsFilterState>) => void;
  onClear: () => void;
  active: boolean;
}) {
  const [uid, setUid] = useDebouncedInput(value.uid ?? "", (v) => onChange({ uid: v.trim() || null }));
  const [count, setCount] = useDebouncedInput(
    value.participantsCount === null ? "" : String(value.participantsCount),
    (v) => onChange({ participantsCount: v === "" ? null : Number(v) }),
  );
  return (
    <CallsFilterFields
      value={value}
      active={active}
      live={{
        onChange,
        onClear,
        participant: (
          <UserPicker
            id="calls-uid"
            className="w-56"
            placeholder={PARTICIPANT_PLACEHOLDER}
            value={uid}
            onChange={setUid}
          />
        ),
        count,
        setCount,
        startedAt: (
          <DateFilter
            label="Started from"
            value={value.startedAt}
            toSeconds={dayStartSeconds}
            onChange={(startedAt) => onChange({ startedAt })}
          />
        ),
        endedAt: (
          <DateFilter
            label="Ended by"
            value={value.endedAt}
            toSeconds={dayEndSeconds}
            onChange={(endedAt) => onChange({ endedAt })}
          />
        ),
      }}
    />
  );
}
