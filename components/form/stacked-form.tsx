"use client";

import type { ComponentProps, ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { cn } from "@/lib/utils";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";

/**
 * A form on a page (not in a dialog): its fields one under another, the form-wide error, the submit button,
 * then whatever `footer` adds (a link, the outcome).
 */
export function StackedForm<T extends FieldValues, O extends FieldValues>(p: {
  /** `form`, `submit` and `pending`: what `useActionForm` returns, spread in. */
  form: UseFormReturn<T, unknown, O>;
  submit: React.FormEventHandler<HTMLFormElement>;
  pending: boolean;
  pendingLabel: string;
  submitLabel: ReactNode;
  submitButton?: Omit<ComponentProps<typeof SubmitButton>, "pending" | "pendingLabel" | "children">;
  /** The form's accessible name, where a page holds more than one. */
  label?: string;
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={p.label}
      className={cn("flex flex-col gap-4", p.className)}
      onSubmit={p.submit}
    >
      {p.children}
      <FormError form={p.form} />
      <SubmitButton pending={p.pending} pendingLabel={p.pendingLabel} {...p.submitButton}>
        {p.submitLabel}
      </SubmitButton>
      {p.footer}
    </form>
  );
}
