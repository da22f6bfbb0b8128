"use client";

import { toast } from "sonner";
import { StackedForm } from "@/components/form/stacked-form";
import { SecretField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { changePasswordInput } from "@/lib/schemas/admins";
import { changePasswordAction } from "../../_lib/actions";

export function ChangePasswordForm() {
  const actionForm = useActionForm({
    schema: changePasswordInput,
    action: changePasswordAction,
    defaultValues: { current: "", password: "", confirm: "" },
    secrets: ["current", "password", "confirm"],
    onSuccess: () => {
      toast.success("Password changed. Your other sessions have ended.");
    },
  });
  const { control } = actionForm.form;
  return (
    <StackedForm {...actionForm} pendingLabel="Changing…" submitLabel="Change password" className="max-w-sm">
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
    </StackedForm>
  );
}
