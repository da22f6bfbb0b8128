"use client";

import type { FieldValues } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { type FieldProps, useFormField } from "./use-form-field";

type InputProps = Omit<
  React.ComponentProps<"input">,
  "id" | "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "type" | "disabled" | "className"
> & { inputClassName?: string };

type InputFieldProps<T extends FieldValues, O extends FieldValues> = FieldProps<T, O> &
  InputProps & {
    type: "text" | "email" | "url" | "search" | "tel" | "password" | "number";
    parse?: (input: HTMLInputElement) => unknown;
  };

function InputField<T extends FieldValues, O extends FieldValues>(p: InputFieldProps<T, O>) {
  const { control, name, label, subject, hint, id: _id, className, disabled, ...rest } = p;
  const { type, parse, inputClassName, ...input } = rest;
  const { id, field, error, aria } = useFormField(p);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Input
        {...input}
        {...aria}
        type={type}
        className={inputClassName}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ""}
        onChange={(e) => field.onChange(parse ? parse(e.target) : e.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
      />
    </Field>
  );
}

export function TextField<T extends FieldValues, O extends FieldValues>({
  type = "text",
  ...p
}: FieldProps<T, O> & InputProps & { type?: "text" | "email" | "url" | "search" | "tel" }) {
  return <InputField<T, O> autoComplete="off" spellCheck={false} {...p} type={type} />;
}

export function SecretField<T extends FieldValues, O extends FieldValues>(p: FieldProps<T, O> & InputProps) {
  return <InputField<T, O> autoComplete="new-password" {...p} type="password" />;
}

const toNumber = (input: HTMLInputElement) => (input.value === "" ? undefined : input.valueAsNumber);

// A blank box is `undefined`, so the schema says what is missing.
export function NumberField<T extends FieldValues, O extends FieldValues>(p: FieldProps<T, O> & InputProps) {
  return <InputField<T, O> inputMode="decimal" autoComplete="off" {...p} type="number" parse={toNumber} />;
}

export function TextareaField<T extends FieldValues, O extends FieldValues>({
  inputClassName,
  ...p
}: FieldProps<T, O> &
  Omit<
    React.ComponentProps<"textarea">,
    "id" | "name" | "value" | "onChange" | "onBlur" | "disabled" | "className"
  > & {
    inputClassName?: string;
  }) {
  const { control, name, label, subject, hint, id: _id, className, disabled, ...textarea } = p;
  const { id, field, error, aria } = useFormField(p);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        rows={4}
        {...textarea}
        {...aria}
        className={cn(
          "min-h-20 w-full rounded-md border border-border bg-background px-3 py-2 text-sm shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 aria-invalid:border-destructive",
          inputClassName,
        )}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
      />
    </Field>
  );
}

/** An id the admin chooses (letters, digits, _ and -), fixed once created: disabled while `editing`. */
export function IdField<T extends FieldValues, O extends FieldValues>({
  editing,
  ...p
}: Omit<FieldProps<T, O>, "hint" | "disabled"> & { editing: boolean }) {
  return <TextField<T, O> {...p} hint="Letters, digits, _ and -; fixed once created." disabled={editing} />;
}
