"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { Button } from "@/components/ui/button";
import { editUserForm, editUserValues } from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import type { User } from "@/lib/schemas/users";
import { UserFormFields } from "../../_components/user-form-fields";
import { updateUserAction } from "../../_lib/actions";

export function EditUserDialog({ user }: { user: User }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { form, dialog } = useDialogForm({
    schema: editUserForm,
    action: updateUserAction,
    start: editUserValues(user),
    onSaved: async (u) => {
      toast.success(`Saved the user ${u.name}.`);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      router.refresh();
    },
  });
  return (
    <FormDialog
      {...dialog}
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
