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
      {fields.map((f) => {
        const name = pathKey([...prefix, f.key]);
        const label = labelOf(f);
        const hint = f.hint ?? HINTS[f.kind];
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
