"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { TextField } from "@/components/form/text-field";
import { NewButton, useDialogForm } from "@/components/form/use-dialog-form";
import { useOpenFromUrl } from "@/components/use-open-from-url";
import { type CreateUserFormValues, createUserForm } from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import { createUserAction } from "../_lib/actions";
import { type UserFieldsControl, UserFormFields } from "./user-form-fields";

const BLANK: CreateUserFormValues = {
  uid: "",
  name: "",
  avatar: "",
  link: "",
  role: "",
  statusMessage: "",
  metadata: "",
  tags: "",
};

export function CreateUserDialog() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { form, dialog } = useDialogForm({
    schema: createUserForm,
    action: createUserAction,
    start: BLANK,
    // The palette's "New user" opens this page with ?create=1.
    state: useOpenFromUrl(),
    onSaved: async (u) => {
      toast.success(`Created the user ${u.name} (${u.uid}).`);
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      router.push(`/users/${encodeURIComponent(u.uid)}`);
    },
  });
  return (
    <FormDialog
      {...dialog}
      trigger={<NewButton>New user</NewButton>}
      title="New user"
      description="The uid cannot be changed later; the service stores it in lower case."
      submitLabel="Create user"
      pendingLabel="Creating…"
    >
      <TextField
        control={form.control}
        name="uid"
        label="UID"
        hint="Required; 1 to 100 letters, digits, _ or -."
      />
      {/* Create's values are edit's with the uid typed: the shared fields take its control. */}
      <UserFormFields control={form.control as unknown as UserFieldsControl} />
    </FormDialog>
  );
}
