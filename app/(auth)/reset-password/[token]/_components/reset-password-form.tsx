"use client";

import { useRouter } from "next/navigation";
import { StackedForm } from "@/components/form/stacked-form";
import { SecretField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { resetPasswordInput } from "@/lib/schemas/admins";
import { resetPasswordAction } from "../_lib/actions";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const actionForm = useActionForm({
    schema: resetPasswordInput,
    action: resetPasswordAction,
    defaultValues: { token, password: "", confirm: "" },
    secrets: ["password", "confirm"],
    onSuccess: () => router.replace("/sign-in?reset=1"),
  });
  return (
    <StackedForm {...actionForm} pendingLabel="Saving…" submitLabel="Set the new password">
      <SecretField
        control={actionForm.form.control}
        name="password"
        label="New password"
        hint="At least 12 characters."
      />
      <SecretField control={actionForm.form.control} name="confirm" label="Repeat the new password" />
    </StackedForm>
  );
}
