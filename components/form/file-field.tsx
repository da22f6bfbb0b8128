"use client";

import type { FieldValues } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { formatCount } from "@/lib/format";
import { FileInput, type TextFile } from "./file-input";
import { type FieldProps, useFormField } from "./use-form-field";

/** The form's value is a `TextFile` (`{name, text}`), checked by the schema and the server. */
export type { TextFile };

export function FileField<T extends FieldValues, O extends FieldValues>(
  p: FieldProps<T, O> & { accept?: string },
) {
  const { id, field, error, aria } = useFormField(p);
  const file = field.value as TextFile | undefined;
  return (
    <Field id={id} label={p.label} hint={p.hint} error={error} className={p.className}>
      <FileInput
        {...aria}
        accept={p.accept}
        name={field.name}
        ref={field.ref}
        disabled={p.disabled}
        onBlur={field.onBlur}
        onRead={field.onChange}
      />
      {file ? (
        <p aria-live="polite" className="text-xs text-muted-foreground">
          Read {file.name} ({formatCount(new Blob([file.text]).size)} bytes).
        </p>
      ) : null}
    </Field>
  );
}
