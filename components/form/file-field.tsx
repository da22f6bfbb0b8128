"use client";

import type { FieldValues } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { type FieldProps, useFormField } from "./use-form-field";

/** A file read as text in the browser: the form's value is `{name, text}`, checked by the schema and the server. */
export interface TextFile {
  name: string;
  text: string;
}

export function FileField<T extends FieldValues, O extends FieldValues>(
  p: FieldProps<T, O> & { accept?: string },
) {
  const { id, field, error, aria } = useFormField(p);
  return (
    <Field id={id} label={p.label} hint={p.hint} error={error} className={p.className}>
      <Input
        {...aria}
        type="file"
        accept={p.accept}
        name={field.name}
        ref={field.ref}
        disabled={p.disabled}
        onBlur={field.onBlur}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          field.onChange(
            file ? ({ name: file.name, text: await file.text() } satisfies TextFile) : undefined,
          );
        }}
      />
    </Field>
  );
}
