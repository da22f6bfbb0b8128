"use client";

import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { TRIGGER_IDS } from "@/lib/schemas/events";
import { familyState, subscribesToAll, TRIGGER_FAMILIES } from "../_lib/triggers";
import { BreakableId } from "./breakable-id";

/** A native checkbox whose third state ("some of the family") is set through the DOM, as HTML requires. */
function FamilyCheckbox({
  state,
  label,
  onChange,
}: {
  state: "all" | "some" | "none";
  label: string;
  onChange: (all: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === "some";
  }, [state]);
  return (
    <label className="flex items-center gap-2 text-sm font-semibold">
      <input
        ref={ref}
        type="checkbox"
        className="size-4 shrink-0 accent-primary"
        checked={state === "all"}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

// Families sit two abreast only when the picker's own box is wide enough, wherever the form is placed.
export function TriggerPicker({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const selected = new Set(value);
  // Keep the documented order whatever order the ids were picked in.
  const set = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(TRIGGER_IDS.filter((t) => next.has(t)));
  };
  return (
    // A fieldset is at least as wide as its content unless told otherwise (min-inline-size: min-content).
    <fieldset className="@container flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">
        Triggers{" "}
        <span className="font-normal text-muted-foreground">
          ({selected.size} of {TRIGGER_IDS.length})
        </span>
      </legend>
      {subscribesToAll(selected) ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          This webhook subscribes to every trigger: your endpoint will receive every message, receipt,
          presence change and call event of the app. Pick only the families you handle if that is more than
          you need.
        </p>
      ) : null}
      <div className="grid gap-3 @xl:grid-cols-2">
        {TRIGGER_FAMILIES.map((f) => (
          <fieldset key={f.id} aria-label={f.label} className="min-w-0 rounded-md border border-border p-3">
            <FamilyCheckbox
              label={`${f.label} (all)`}
              state={familyState(f.triggers, selected)}
              onChange={(all) => set(f.triggers, all)}
            />
            <ul className="mt-2 flex flex-col gap-1 pl-6">
              {f.triggers.map((t) => (
                <li key={t}>
                  <label className="flex items-center gap-2 font-mono text-xs">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-primary"
                      checked={selected.has(t)}
                      onChange={(e) => set([t], e.target.checked)}
                    />
                    <span className="min-w-0">
                      <BreakableId id={t} />
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
