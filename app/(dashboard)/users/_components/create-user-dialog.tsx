"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
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
  // The palette's "New user" opens this page with ?create=1.
  const [open, setOpen] = useOpenFromUrl();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { form, submit, pending } = useActionForm({
    schema: createUserForm,
    action: createUserAction,
    defaultValues: BLANK,
    onSuccess: async (u) => {
      toast.success(`Created the user ${u.name} (${u.uid}).`);
      setOpen(false);
      form.reset(BLANK);
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      router.push(`/users/${encodeURIComponent(u.uid)}`);
    },
  });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(BLANK);
  };
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      pending={pending}
      open={open}
      onOpenChange={close}
      trigger={
        <Button>
          <Plus aria-hidden className="size-4" />
          New user
        </Button>
      }
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
