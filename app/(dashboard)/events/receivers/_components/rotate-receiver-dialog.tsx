"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { ReceiverEndpoint } from "@/lib/receiver/endpoints";
import { rotateReceiverEndpointAction } from "../../_lib/receiver-actions";
import { rotateReceiverInput } from "../../_lib/schema";
import { CredentialsPanel, type IssuedView } from "./credentials-panel";

const GRACE_OPTIONS = [
  { value: 0, label: "None: the old password stops at once" },
  { value: 3600, label: "1 hour" },
  { value: 86_400, label: "1 day" },
  { value: 7 * 86_400, label: "7 days" },
  { value: 30 * 86_400, label: "30 days" },
];

export function RotateReceiverDialog({ endpoint }: { endpoint: ReceiverEndpoint }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<IssuedView>();
  const { form, submit, pending } = useActionForm({
    schema: rotateReceiverInput,
    action: rotateReceiverEndpointAction,
    defaultValues: { id: endpoint.id, graceSeconds: 86_400 },
    onSuccess: (rotated) => {
      setIssued(rotated);
      toast.success(`Rotated the credentials of ${endpoint.name}.`);
      router.refresh();
    },
  });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // The new password leaves memory with the dialog.
      setIssued(undefined);
      form.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Rotate<span className="sr-only"> {endpoint.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rotate the credentials of {endpoint.name}</DialogTitle>
          <DialogDescription>
            A new password is issued; update the webhook before the old one stops working.
          </DialogDescription>
        </DialogHeader>
        {issued ? (
          <>
            <CredentialsPanel issued={issued} />
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
            <SelectField
              control={form.control}
              name="graceSeconds"
              label="Old password still accepted for"
              options={GRACE_OPTIONS}
              native
            />
            <FormError form={form} />
            <DialogFooter>
              <SubmitButton pending={pending} pendingLabel="Rotating…">
                Rotate credentials
              </SubmitButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
