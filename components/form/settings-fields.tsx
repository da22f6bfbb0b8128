"use client";

import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { pathKey } from "@/lib/shared/extensions/form-values";
import { type Field, labelOf } from "@/lib/shared/extensions/settings-fields";
import { cn } from "@/lib/utils";
import { FileField } from "./file-field";
import { SelectField } from "./select-field";
import { SwitchField } from "./switch-field";
import { NumberField, SecretField, TextareaField, TextField } from "./text-field";

const HINTS: Partial<Record<Field["kind"], string>> = {
  list: "One per line.",
  map: "One per line: key = text.",
  records: "A JSON list of objects.",
};

/**
 * Described fields drawn with the form kit (an extension's settings, a notification provider's credentials); a
 * group is a fieldset of its own fields. In a grid of two columns: every field takes one, or with `wide` the
 * whole row unless it is `half`.
 */
export function SettingsFields<T extends FieldValues, O extends FieldValues>({
  control,
  fields,
  prefix = [],
  secretHints,
  warnings = {},
  wide = false,
}: {
  control: Control<T, unknown, O>;
  fields: readonly Field[];
  prefix?: string[];
  secretHints: Record<string, string>;
  /** Per field, a warning shown under it after its hint; it does not stop the form. */
  warnings?: Record<string, string>;
  wide?: boolean;
}) {
  return (
    <>
      {fields
        .filter((f) => !f.hidden)
        .map((f) => {
          // Flat forms: each field under its path (`style/primary_color`).
          const name = pathKey([...prefix, f.key]) as FieldPath<T>;
          const label = labelOf(f);
          const className = wide && !f.half ? "sm:col-span-2" : undefined;
          // Required fields say so before a submit finds out (a switch always has a value).
          const need = f.required && f.kind !== "boolean" && f.kind !== "group" ? "Required." : undefined;
          const plain = [f.hint ?? HINTS[f.kind], need].filter(Boolean).join(" ") || undefined;
          const warning = warnings[name];
          const withWarning = (text: string | undefined) =>
            warning ? (
              <>
                {text ? `${text} ` : null}
                <span className="text-amber-700 dark:text-amber-400">{warning}</span>
              </>
            ) : (
              text
            );
          const hint = withWarning(plain);
          const common = { control, name, label, className };
          /** Several lines of code or a key, in a fixed-width font. */
          const code = (codeHint: React.ReactNode) => (
            <TextareaField
              key={name}
              {...common}
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
                <fieldset
                  key={name}
                  className={cn("flex flex-col gap-3 rounded-md border border-border p-3", className)}
                >
                  <legend className="px-1 text-sm font-medium">{label}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <SettingsFields
                      control={control}
                      fields={f.fields}
                      prefix={[...prefix, f.key]}
                      secretHints={secretHints}
                      warnings={warnings}
                    />
                  </div>
                </fieldset>
              );
            case "boolean":
              return <SwitchField key={name} {...common} hint={hint} />;
            case "number":
              return <NumberField key={name} {...common} hint={hint} />;
            case "choice":
              return <SelectField key={name} {...common} hint={hint} options={f.options} native />;
            case "file":
              return <FileField key={name} {...common} hint={hint} accept={f.accept} />;
            case "secret":
              // A key file's PEM has line breaks, which a one-line field would lose.
              if (f.multiline) return code(withWarning(secretHints[name] ?? plain));
              if (f.visible)
                return <TextField key={name} {...common} hint={withWarning(secretHints[name] ?? plain)} />;
              return <SecretField key={name} {...common} hint={withWarning(secretHints[name] ?? plain)} />;
            case "list":
            case "map":
            case "records":
              return (
                <TextareaField
                  key={name}
                  {...common}
                  hint={hint}
                  rows={f.kind === "records" ? 8 : 4}
                  inputClassName={f.kind === "records" ? "font-mono text-xs" : undefined}
                />
              );
            default:
              if (f.multiline) return code(hint);
              return (
                <TextField key={name} {...common} hint={hint} type={f.kind === "color" ? "text" : f.kind} />
              );
          }
        })}
    </>
  );
}
