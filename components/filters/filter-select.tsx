import { useId } from "react";
import { cn } from "@/lib/utils";

/** Options whose labels are the values themselves, or `label` of each. */
export const optionsOf = <V extends string>(values: readonly V[], label: (v: V) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

// Native select: zero JS and full a11y.
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  anyLabel = "Any",
  width,
}: {
  label: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (v: V | null) => void;
  anyLabel?: string;
  /** A fixed width for long option labels; the open list still shows them whole. */
  width?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {label}
      </label>
      <select
        id={id}
        className={cn("h-9 rounded-md border border-border bg-background px-2 text-sm", width)}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value === "" ? null : (e.target.value as V))}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
