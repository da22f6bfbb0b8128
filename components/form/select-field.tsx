"use client";

import type { FieldValues } from "react-hook-form";
import { Field } from "@/components/ui/field";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { type FieldProps, useFormField } from "./use-form-field";

export interface SelectOption {
  value: string | number | Record<string, string>;
  label: string;
}
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

const keyOf = (v: unknown): string =>
  v === undefined || v === null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);

const nativeOption = (o: SelectOption) => (
  <option key={keyOf(o.value)} value={keyOf(o.value)}>
    {o.label}
  </option>
);
const radixItem = (o: SelectOption) => (
  <SelectItem key={keyOf(o.value)} value={keyOf(o.value)}>
    {o.label}
  </SelectItem>
);

const NATIVE =
  "h-9 rounded-md border border-border bg-background px-2 text-sm aria-invalid:border-destructive";

export function SelectField<T extends FieldValues, O extends FieldValues>({
  options = [],
  groups = [],
  placeholder,
  native,
  triggerClassName,
  ...p
}: FieldProps<T, O> & {
  options?: readonly SelectOption[];
  groups?: readonly SelectOptionGroup[];
  placeholder?: string;
  native?: boolean;
  triggerClassName?: string;
}) {
  const { id, field, error, aria } = useFormField(p);
  const all = [...options, ...groups.flatMap((g) => g.options)];
  // Radix and the DOM speak strings; the form gets the option's own value back.
  const change = (v: string) => field.onChange(all.find((o) => keyOf(o.value) === v)?.value ?? v);
  const value = keyOf(field.value);

  const body = native ? (
    <select
      {...aria}
      ref={field.ref}
      name={field.name}
      className={cn(NATIVE, triggerClassName)}
      value={value}
      disabled={p.disabled}
      onChange={(e) => change(e.target.value)}
      onBlur={field.onBlur}
    >
      {placeholder ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : null}
      {options.map(nativeOption)}
      {groups.map((g) => (
        <optgroup key={g.label} label={g.label}>
          {g.options.map(nativeOption)}
        </optgroup>
      ))}
    </select>
  ) : (
    <Select value={value} onValueChange={change} disabled={p.disabled} name={field.name}>
      <SelectTrigger {...aria} ref={field.ref} onBlur={field.onBlur} className={triggerClassName}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map(radixItem)}
        {groups.map((g) => (
          <SelectGroup key={g.label}>
            <SelectLabel>{g.label}</SelectLabel>
            {g.options.map(radixItem)}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
  return (
    <Field id={id} label={p.label} hint={p.hint} error={error} className={p.className}>
      {body}
    </Field>
  );
}
