"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { deleteUserInput } from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import { deleteUserAction } from "../../_lib/actions";

export function DeleteUserDialog({ uid, name }: { uid: string; name: string }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  const blank = { uid, confirm: "" };
  const { form, submit, pending } = useActionForm({
    schema: deleteUserInput,
    action: deleteUserAction,
    defaultValues: blank,
    onSuccess: async (r) => {
      toast.success(r.message);
      setOpen(false);
      queryClient.removeQueries({ queryKey: userKeys.detail(uid) });
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      router.push("/users");
    },
  });
  const close = (next: boolean) => {
    setOpen(next);
    form.reset(blank);
  };
  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Delete user…</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {name} for good?</AlertDialogTitle>
            <AlertDialogDescription>
              This deletes 1 user, <strong>{uid}</strong>, with their auth tokens, messages and one-to-one
              conversations. It cannot be undone. To hide the user and keep everything, deactivate instead.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <TextField
            control={form.control}
            name="confirm"
            label={`Type ${uid} to confirm`}
            subject="The confirmation"
          />
          <FormError form={form} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <SubmitButton variant="destructive" pending={pending} pendingLabel="Deleting…">
              Delete user
            </SubmitButton>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
