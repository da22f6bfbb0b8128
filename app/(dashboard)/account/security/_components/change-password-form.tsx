"use client";

import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { SecretField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { changePasswordInput } from "@/lib/schemas/admins";
import { changePasswordAction } from "../../_lib/actions";

export function ChangePasswordForm() {
  const { form, submit, pending } = useActionForm({
    schema: changePasswordInput,
    action: changePasswordAction,
    defaultValues: { current: "", password: "", confirm: "" },
    secrets: ["current", "password", "confirm"],
    onSuccess: () => {
      toast.success("Password changed. Your other sessions have ended.");
    },
  });
  const { control } = form;
  return (
    <form noValidate className="flex max-w-sm flex-col gap-4" onSubmit={submit}>
      <SecretField
        control={control}
        name="current"
        label="Current password"
        autoComplete="current-password"
      />
      <SecretField
        control={control}
        name="password"
        label="New password"
        hint="At least 12 characters."
        autoComplete="new-password"
      />
      <SecretField
        control={control}
        name="confirm"
        label="Repeat the new password"
        autoComplete="new-password"
      />
      <FormError form={form} />
      <SubmitButton pending={pending} pendingLabel="Changing…">
        Change password
      </SubmitButton>
    </form>
  );
}
