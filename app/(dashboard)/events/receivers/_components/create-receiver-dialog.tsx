"use client";

import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { toast } from "sonner";
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
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { createReceiverEndpointAction } from "../../_lib/receiver-actions";
import { CredentialsPanel, type IssuedView } from "./credentials-panel";

/** Creates an endpoint, then shows its URL and credentials once. */
export function CreateReceiverDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [issued, setIssued] = useState<IssuedView>();
  const { execute, isPending, result } = useAction(createReceiverEndpointAction, {
    onSuccess: ({ data }) => {
      if (!data) return;
      setIssued(data);
      toast.success(`Created the endpoint ${data.id}.`);
      router.refresh();
    },
    onError: ({ error }) => toast.error(error.serverError ?? "The endpoint was not created."),
  });
  const error = result.validationErrors?.name?._errors?.[0];
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // The password leaves memory with the dialog.
      setIssued(undefined);
      setName("");
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
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              execute({ name: name.trim() || undefined });
            }}
          >
            <DialogHeader>
              <DialogTitle>New receiver endpoint</DialogTitle>
              <DialogDescription>
                The URL and credentials are shown after it is created, once.
              </DialogDescription>
            </DialogHeader>
            <Field id="receiver-name" label="Name" hint="Optional; at most 100 characters." error={error}>
              <Input
                {...describedBy("receiver-name", { hint: true, error })}
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoComplete="off"
              />
            </Field>
            <DialogFooter>
              <Button type="submit" disabled={isPending}>
                {isPending ? "Creating…" : "Create endpoint"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
