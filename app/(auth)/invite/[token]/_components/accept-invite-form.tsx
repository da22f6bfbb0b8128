"use client";

import { useRouter } from "next/navigation";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { SecretField, TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { acceptInviteInput } from "@/lib/schemas/admins";
import { acceptInviteAction } from "../_lib/actions";

export function AcceptInviteForm({ token }: { token: string }) {
  const router = useRouter();
  const { form, submit, pending } = useActionForm({
    schema: acceptInviteInput,
    action: acceptInviteAction,
    // The token rides along from the link: the server checks it with the rest.
    defaultValues: { token, name: "", password: "", confirm: "" },
    secrets: ["password", "confirm"],
    onSuccess: () => router.replace("/sign-in?invited=1"),
  });
  const { control } = form;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <TextField control={control} name="name" label="Name" autoComplete="name" />
      <SecretField control={control} name="password" label="Password" hint="At least 12 characters." />
      <SecretField control={control} name="confirm" label="Repeat the password" />
      <FormError form={form} />
      <SubmitButton pending={pending} pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}
