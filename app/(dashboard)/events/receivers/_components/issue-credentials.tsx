"use client";

import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { type ActionFormOptions, useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { CredentialsPanel, type IssuedView } from "./credentials-panel";

/** A dialog's form that issues credentials: shown once, then forgotten with the form when the dialog closes. */
export function useIssueForm<S extends z.ZodType<FieldValues, FieldValues>, D extends IssuedView>(
  o: Omit<ActionFormOptions<S, D>, "onSuccess"> & { issuedSentence: (issued: D) => string },
) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<D>();
  const { form, submit, pending } = useActionForm({
    ...o,
    onSuccess: (d) => {
      setIssued(d);
      toast.success(o.issuedSentence(d));
      router.refresh();
    },
  });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // The password leaves memory with the dialog.
      setIssued(undefined);
      form.reset();
    }
  };
  return {
    open,
    close,
    issued,
    body: { form, onSubmit: submit, pending, issued, onDone: () => close(false) },
  };
}

/** The form until the credentials are issued, then the credentials and Done. */
export function IssueBody<T extends FieldValues, O extends FieldValues>(p: {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  pending: boolean;
  issued?: IssuedView;
  onDone: () => void;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return p.issued ? (
    <>
      <CredentialsPanel issued={p.issued} />
      <DialogFooter>
        <Button type="button" onClick={p.onDone}>
          Done
        </Button>
      </DialogFooter>
    </>
  ) : (
    <form noValidate className="flex flex-col gap-4" onSubmit={p.onSubmit}>
      {p.children}
      <FormError form={p.form} />
      <DialogFooter>
        <SubmitButton pending={p.pending} pendingLabel={p.pendingLabel}>
          {p.submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
