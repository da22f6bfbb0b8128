"use client";

import type { Control } from "react-hook-form";
import { SelectField } from "@/components/form/select-field";
import { SwitchField } from "@/components/form/switch-field";
import { NumberField, SecretField, TextareaField, TextField } from "@/components/form/text-field";
import { type FormValues, pathKey } from "@/lib/extensions/form-values";
import { type Field, labelOf } from "@/lib/extensions/settings-fields";

const HINTS: Partial<Record<Field["kind"], string>> = {
  list: "One per line.",
  map: "One per line: key = text.",
  records: "A JSON list of objects.",
};

/** An extension's fields drawn with the form kit; a group is a fieldset of its own fields. */
export function SettingsFields({
  control,
  fields,
  prefix = [],
  secretHints,
}: {
  control: Control<FormValues>;
  fields: readonly Field[];
  prefix?: string[];
  secretHints: Record<string, string>;
}) {
  return (
    <>
      {fields
        .filter((f) => !f.hidden)
        .map((f) => {
          const name = pathKey([...prefix, f.key]);
          const label = labelOf(f);
          // Required fields say so before a submit finds out (a switch always has a value).
          const need = f.required && f.kind !== "boolean" && f.kind !== "group" ? "Required." : undefined;
          const hint = [f.hint ?? HINTS[f.kind], need].filter(Boolean).join(" ") || undefined;
          /** Several lines of code or a key, in a fixed-width font. */
          const code = (codeHint: string | undefined) => (
            <TextareaField
              key={name}
              control={control}
              name={name}
              label={label}
              hint={codeHint}
              rows={6}
              autoComplete="off"
              spellCheck={false}
              inputClassName="font-mono text-xs"
            />
          );
          switch (f.kind) {
            case "group":
              return (
                <fieldset key={name} className="flex flex-col gap-3 rounded-md border border-border p-3">
                  <legend className="px-1 text-sm font-medium">{label}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <SettingsFields
                      control={control}
                      fields={f.fields}
                      prefix={[...prefix, f.key]}
                      secretHints={secretHints}
                    />
                  </div>
                </fieldset>
              );
            case "boolean":
              return <SwitchField key={name} control={control} name={name} label={label} hint={hint} />;
            case "number":
              return <NumberField key={name} control={control} name={name} label={label} hint={hint} />;
            case "choice":
              return (
                <SelectField
                  key={name}
                  control={control}
                  name={name}
                  label={label}
                  hint={hint}
                  options={f.options}
                  native
                />
              );
            case "secret":
              // A key file's PEM has line breaks, which a one-line field would lose.
              if (f.multiline) return code(secretHints[name] ?? hint);
              return (
                <SecretField
                  key={name}
                  control={control}
                  name={name}
                  label={label}
                  hint={secretHints[name] ?? hint}
                />
              );
            case "list":
            case "map":
            case "records":
              return (
                <TextareaField
                  key={name}
                  control={control}
                  name={name}
                  label={label}
                  hint={hint}
                  rows={f.kind === "records" ? 8 : 4}
                  inputClassName={f.kind === "records" ? "font-mono text-xs" : undefined}
                />
              );
            default:
              if (f.multiline) return code(hint);
              return (
                <TextField
                  key={name}
                  control={control}
                  name={name}
                  label={label}
                  hint={hint}
                  type={f.kind === "url" ? "url" : f.kind === "email" ? "email" : "text"}
                />
              );
          }
        })}
    </>
  );
}
