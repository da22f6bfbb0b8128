"use client";

import type { FieldValues } from "react-hook-form";
import { FieldNotes } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { type FieldProps, useFormField } from "./use-form-field";

export function SwitchField<T extends FieldValues, O extends FieldValues>(p: FieldProps<T, O>) {
  const { id, field, error, aria } = useFormField(p);
  return (
    <div className={cn("flex items-start gap-3", p.className)}>
      <Switch
        {...aria}
        ref={field.ref}
        name={field.name}
        checked={Boolean(field.value)}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        disabled={p.disabled}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {p.label}
        </label>
        <FieldNotes id={id} hint={p.hint} error={error} />
      </div>
    </div>
  );
}
