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
import { Dialog, DialogContent, DialogFooter, DialogHead, DialogTrigger } from "@/components/ui/dialog";
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
  return { issued, dialog: { open, onOpenChange: close, form, onSubmit: submit, pending, issued } };
}

interface IssueBodyProps<T extends FieldValues, O extends FieldValues> {
  onOpenChange: (open: boolean) => void;
  form: UseFormReturn<T, unknown, O>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  pending: boolean;
  issued?: IssuedView;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** The dialog: the form until the credentials are issued, then the credentials and Done. */
export function IssueDialog<T extends FieldValues, O extends FieldValues>(
  p: IssueBodyProps<T, O> & { open: boolean; trigger: ReactNode; title: string; description: ReactNode },
) {
  return (
    <Dialog open={p.open} onOpenChange={p.onOpenChange}>
      <DialogTrigger asChild>{p.trigger}</DialogTrigger>
      <DialogContent>
        <DialogHead title={p.title}>{p.description}</DialogHead>
        <IssueBody {...p} />
      </DialogContent>
    </Dialog>
  );
}

function IssueBody<T extends FieldValues, O extends FieldValues>(p: IssueBodyProps<T, O>) {
  return p.issued ? (
    <>
      <CredentialsPanel issued={p.issued} />
      <DialogFooter>
        <Button type="button" onClick={() => p.onOpenChange(false)}>
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
