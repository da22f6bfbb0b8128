"use client";

import { FilterPicker, type FilterPickerProps } from "@/components/pickers/filter-picker";

const FIELD = "h-9 rounded-md border border-border bg-background px-2 text-sm font-normal";

/** A text filter above the queue; Enter or Escape hands the keys back to the queue. */
export function FilterInput({
  label,
  value,
  onChange,
  ...props
}: { label: string; value: string; onChange: (v: string) => void } & Omit<
  React.ComponentProps<"input">,
  "value" | "onChange"
>) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        {...props}
        className={FIELD}
        title="Enter or Escape returns to the queue's keys"
        onKeyDown={(e) => {
          if (e.key === "Escape" || e.key === "Enter") e.currentTarget.blur();
        }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/**
 * A filter above the queue by a user or a group, chosen by name (the filter holds the id); a pick, or Enter or
 * Escape with no suggestions open, hands the keys back to the queue.
 */
export function QueueFilterPicker({
  value,
  onChange,
  ...props
}: { value: string; onChange: (v: string) => void } & Omit<FilterPickerProps, "value" | "onCommit">) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the picker's text box has the keys; this only hears what it leaves.
    <div
      onKeyDown={(e) => {
        if (!e.defaultPrevented && (e.key === "Escape" || e.key === "Enter"))
          (e.target as HTMLElement).blur();
      }}
    >
      <FilterPicker {...props} leaveOnPick value={value} onCommit={(v) => onChange(v ?? "")} />
    </div>
  );
}

/** A choice among named ids, or none (`none` names that choice). */
export function IdSelect({
  label,
  none,
  options,
  value,
  onChange,
}: {
  label: string;
  none: string;
  options: readonly { id: string; name: string }[];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select className={FIELD} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{none}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}
