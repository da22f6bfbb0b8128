"use client";

import { memo, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EVENT_FAMILIES } from "@/lib/receiver/families";
import { TRIGGER_IDS } from "@/lib/schemas/events";
import type { EventsUrlState } from "../_lib/search-params";

const selectClass = "h-9 rounded-md border border-border bg-background px-2 text-sm";

function Filters({
  value,
  onChange,
}: {
  value: EventsUrlState;
  onChange: (patch: Partial<EventsUrlState>) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value.q ?? "");
  useEffect(() => setText(value.q ?? ""), [value.q]);
  useEffect(() => {
    if ((value.q ?? "") === text) return;
    const t = setTimeout(() => onChange({ q: text.trim() || null }), 300);
    return () => clearTimeout(t);
  }, [text, value.q, onChange]);
  const filtered = Boolean(value.trigger || value.family || value.q);
  return (
    <search className="flex flex-wrap items-end gap-3" aria-label="Event filters">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-trigger`}>Trigger</Label>
        <select
          id={`${id}-trigger`}
          className={selectClass}
          value={value.trigger ?? ""}
          onChange={(e) => onChange({ trigger: e.target.value || null })}
        >
          <option value="">Any</option>
          {TRIGGER_IDS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-family`}>Family</Label>
        <select
          id={`${id}-family`}
          className={selectClass}
          value={value.family ?? ""}
          onChange={(e) => onChange({ family: (e.target.value || null) as EventsUrlState["family"] })}
        >
          <option value="">Any</option>
          {EVENT_FAMILIES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>Text in payload</Label>
        <Input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="w-56"
        />
      </div>
      {filtered ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setText("");
            onChange({ trigger: null, family: null, q: null });
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </search>
  );
}

export const EventsFilters = memo(Filters);
