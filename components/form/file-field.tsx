"use client";

import { useEffect, useRef } from "react";
import type { FieldValues } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatCount } from "@/lib/format";
import { type FieldProps, useFormField } from "./use-form-field";

/** A file read as text in the browser: the form's value is `{name, text}`, checked by the schema and the server. */
export interface TextFile {
  name: string;
  text: string;
}

/** Puts the file already read back in the box, after a picker cancelled once the box was emptied for it. */
function showChosen(input: HTMLInputElement, file: TextFile | undefined) {
  if (!file || typeof DataTransfer === "undefined") return;
  try {
    const chosen = new DataTransfer();
    chosen.items.add(new File([file.text], file.name));
    input.files = chosen.files;
  } catch {
    // A browser that cannot: the line under the box still names the file that is sent.
  }
}

export function FileField<T extends FieldValues, O extends FieldValues>(
  p: FieldProps<T, O> & { accept?: string },
) {
  const { id, field, error, aria } = useFormField(p);
  const file = field.value as TextFile | undefined;
  const box = useRef<HTMLInputElement | null>(null);
  const kept = useRef(file);
  kept.current = file;
  // The latest pick wins over a slower read of an earlier one.
  const reads = useRef(0);
  useEffect(() => {
    const input = box.current;
    if (!input) return;
    const onCancel = () => showChosen(input, kept.current);
    input.addEventListener("cancel", onCancel);
    return () => input.removeEventListener("cancel", onCancel);
  }, []);
  return (
    <Field id={id} label={p.label} hint={p.hint} error={error} className={p.className}>
      <Input
        {...aria}
        type="file"
        accept={p.accept}
        name={field.name}
        ref={(el) => {
          box.current = el;
          field.ref(el);
        }}
        disabled={p.disabled}
        onBlur={field.onBlur}
        // A browser fires no change for the file that is already chosen: a key fixed and saved under the same
        // name would not be read again. Emptied as the picker opens, every pick is a change.
        onClick={(e) => {
          e.currentTarget.value = "";
        }}
        onChange={async (e) => {
          const input = e.currentTarget;
          const picked = input.files?.[0];
          if (!picked) {
            showChosen(input, file);
            return;
          }
          const read = ++reads.current;
          const text = await picked.text();
          if (read === reads.current) field.onChange({ name: picked.name, text } satisfies TextFile);
        }}
      />
      {file ? (
        <p aria-live="polite" className="text-xs text-muted-foreground">
          Read {file.name} ({formatCount(new Blob([file.text]).size)} bytes).
        </p>
      ) : null}
    </Field>
  );
}
