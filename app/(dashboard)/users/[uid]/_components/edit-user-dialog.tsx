"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import { editUserForm, editUserValues } from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import type { User } from "@/lib/schemas/users";
import { UserFormFields } from "../../_components/user-form-fields";
import { updateUserAction } from "../../_lib/actions";

export function EditUserDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  const { form, submit, pending } = useActionForm({
    schema: editUserForm,
    action: updateUserAction,
    defaultValues: editUserValues(user),
    onSuccess: async (u) => {
      toast.success(`Saved the user ${u.name}.`);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      router.refresh();
    },
  });
  const close = (next: boolean) => {
    setOpen(next);
    form.reset(editUserValues(user));
  };
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      pending={pending}
      open={open}
      onOpenChange={close}
      trigger={<Button variant="outline">Edit user</Button>}
      title="Edit user"
      description={
        <>
          <code>{user.uid}</code>: the uid stays; every other field can change.
        </>
      }
      submitLabel="Save"
      pendingLabel="Saving…"
    >
      <UserFormFields control={form.control} editing />
    </FormDialog>
  );
}
