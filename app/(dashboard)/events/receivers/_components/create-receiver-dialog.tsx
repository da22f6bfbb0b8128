"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
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
import { createReceiverEndpointAction } from "../../_lib/receiver-actions";
import { createReceiverInput } from "../../_lib/schema";
import { CredentialsPanel, type IssuedView } from "./credentials-panel";

export function CreateReceiverDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<IssuedView>();
  const { form, submit, pending } = useActionForm({
    schema: createReceiverInput,
    // A blank name lets the dashboard name the endpoint.
    action: ({ name }) => createReceiverEndpointAction({ name: name || undefined }),
    defaultValues: { name: "" },
    onSuccess: (created) => {
      setIssued(created);
      toast.success(`Created the endpoint ${created.id}.`);
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
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button>New endpoint</Button>
      </DialogTrigger>
      <DialogContent>
        {issued ? (
          <>
            <DialogHeader>
              <DialogTitle>Endpoint created: {issued.name}</DialogTitle>
              <DialogDescription>Point a webhook at this URL with these credentials.</DialogDescription>
            </DialogHeader>
            <CredentialsPanel issued={issued} />
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
            <DialogHeader>
              <DialogTitle>New receiver endpoint</DialogTitle>
              <DialogDescription>
                The URL and credentials are shown after it is created, once.
              </DialogDescription>
            </DialogHeader>
            <TextField
              control={form.control}
              name="name"
              label="Name"
              hint="Optional; at most 100 characters."
            />
            <FormError form={form} />
            <DialogFooter>
              <SubmitButton pending={pending} pendingLabel="Creating…">
                Create endpoint
              </SubmitButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
