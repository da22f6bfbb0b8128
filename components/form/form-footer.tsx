"use client";

import type { ReactNode } from "react";
import { type FieldValues, type UseFormReturn, useFormState } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";

/** A dialog form's end: its form-wide error, then Cancel and the submit button. */
export function FormFooter<T extends FieldValues, O extends FieldValues>(p: {
  form: UseFormReturn<T, unknown, O>;
  onCancel: () => void;
  /** The form's own submitting state unless given. */
  pending?: boolean;
  pendingLabel: string;
  submitLabel: ReactNode;
  /** For both rows, as in a grid form: its columns to span. */
  className?: string;
}) {
  const { isSubmitting } = useFormState({ control: p.form.control });
  return (
    <>
      <FormError form={p.form} className={p.className} />
      <DialogFooter className={p.className}>
        <Button type="button" variant="outline" onClick={p.onCancel}>
          Cancel
        </Button>
        <SubmitButton pending={p.pending ?? isSubmitting} pendingLabel={p.pendingLabel}>
          {p.submitLabel}
        </SubmitButton>
      </DialogFooter>
    </>
  );
}
