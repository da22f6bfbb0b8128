"use client";

import { memo } from "react";

import { DateFilter } from "@/components/filters/date-filter";
import { bindFilters, FilterBar, type FiltersProps } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { FilterUserPicker } from "@/components/pickers/filter-user-picker";
import { dayEndSeconds, dayStartSeconds } from "@/lib/format";
import { CHANNEL_LABELS, REASON_SENTENCES, TRIGGER_LABELS } from "@/lib/notification-log-labels";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_REASONS,
  NOTIFICATION_TRIGGERS,
} from "@/lib/schemas/notification-logs";
import { dayToMs, LOG_OUTCOMES, type LogsUrlState, msToDay, RECEIVER_TYPES } from "../_lib/search-params";

type Filters = LogsUrlState;

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const OUTCOME_LABELS = { sent: "Sent", failed: "Provider error", "not-sent": "Not sent" } as const;

function Filters({ value, onChange, ...bar }: FiltersProps<Filters>) {
  const f = bindFilters(value, onChange);
  return (
    <div className="flex flex-col gap-2">
      <FilterBar label="Filter delivery logs" {...bar}>
        <FilterSelect
          label="Channel"
          options={optionsOf(NOTIFICATION_CHANNELS, (c) => CHANNEL_LABELS[c])}
          {...f.changes("channel")}
        />
        <FilterSelect
          label="Outcome"
          options={optionsOf(LOG_OUTCOMES, (o) => OUTCOME_LABELS[o])}
          {...f.changes("outcome")}
        />
        <FilterSelect
          label="Reason"
          width="w-64"
          options={optionsOf(NOTIFICATION_REASONS, (r) => sentence(REASON_SENTENCES[r]))}
          {...f.changes("reason")}
        />
        <FilterSelect
          label="Trigger"
          options={optionsOf(NOTIFICATION_TRIGGERS, (t) => TRIGGER_LABELS[t])}
          {...f.changes("trigger")}
        />
        <FilterSelect
          label="Conversation"
          options={optionsOf(RECEIVER_TYPES, (t) => (t === "user" ? "One-on-one" : "Group"))}
          {...f.changes("receiverType")}
        />
        <FilterUserPicker label="Recipient" placeholder="Anyone" {...f.commits("recipient")} />
        <FilterUserPicker label="Sender" placeholder="Anyone" {...f.commits("sender")} />
        <DateFilter
          label="Sent on or after"
          value={msToDay(value.from)}
          toSeconds={dayStartSeconds}
          onChange={(from) => onChange({ from: dayToMs(from) })}
        />
        <DateFilter
          label="Sent on or before"
          value={msToDay(value.to)}
          toSeconds={dayEndSeconds}
          onChange={(to) => onChange({ to: dayToMs(to, true) })}
        />
      </FilterBar>
      <p className="text-xs text-muted-foreground">
        Recipient is the user notified: of one-on-one messages, or of group messages when Conversation is
        Group (the service looks these up apart). Dates are the message&apos;s send time, in UTC.
      </p>
    </div>
  );
}

export const LogsFilters = memo(Filters);
