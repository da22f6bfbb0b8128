"use client";

import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Dialog, DialogContent, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import { FormFooter } from "./form-footer";

export interface FormDialogProps<T extends FieldValues, O extends FieldValues> {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  pending: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
  /** The dialog's own width, for a field or two; otherwise wider, and scrolling past 90% of the screen. */
  narrow?: boolean;
}

export function FormDialog<T extends FieldValues, O extends FieldValues>(p: FormDialogProps<T, O>) {
  const { form, onSubmit, pending, open, onOpenChange, trigger, title, description } = p;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={p.narrow ? undefined : "max-h-[90vh] overflow-y-auto sm:max-w-xl"}>
        <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
          <DialogHead title={title}>{description}</DialogHead>
          {p.children}
          <FormFooter
            form={form}
            onCancel={() => onOpenChange(false)}
            pending={pending}
            pendingLabel={p.pendingLabel}
            submitLabel={p.submitLabel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
