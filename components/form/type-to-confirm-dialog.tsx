"use client";

import type { ReactNode } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHead,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import type { FormDialogProps } from "./form-dialog";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";

/**
 * A deletion that cannot be undone: the form's `confirm` field must hold `word`; closing clears it. With
 * `lockedUntilTyped` the submit button stays disabled until the field holds the word (any case); `disabled` holds
 * it disabled whatever is typed (say, while what it would delete is still being read); `children` (what it would
 * delete, say) stand between the description and the field.
 */
export function TypeToConfirmDialog<T extends FieldValues & { confirm: string }, O extends FieldValues>(
  p: Omit<FormDialogProps<T, O>, "pendingLabel" | "children"> & {
    word: string;
    lockedUntilTyped?: boolean;
    disabled?: boolean;
    pendingLabel?: string;
    children?: ReactNode;
  },
) {
  const { form, onOpenChange } = p;
  const typed = String(form.watch("confirm" as FieldPath<T>) ?? "").trim();
  const locked = p.lockedUntilTyped === true && typed.toLowerCase() !== p.word.toLowerCase();
  const close = (next: boolean) => {
    onOpenChange(next);
    form.reset();
  };
  return (
    <AlertDialog open={p.open} onOpenChange={close}>
      {p.trigger ? <AlertDialogTrigger asChild>{p.trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={p.onSubmit}>
          <AlertDialogHead title={p.title}>{p.description}</AlertDialogHead>
          {p.children}
          <TextField
            control={form.control}
            name={"confirm" as FieldPath<T>}
            label={`Type ${p.word} to confirm`}
            subject="The confirmation"
          />
          <FormError form={form} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <SubmitButton
              variant="destructive"
              pending={p.pending}
              pendingLabel={p.pendingLabel ?? "Deleting…"}
              disabled={locked || p.disabled}
            >
              {p.submitLabel}
            </SubmitButton>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
