"use client";

import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { StackedForm } from "@/components/form/stacked-form";
import { SecretField, TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { acceptInviteInput } from "@/lib/schemas/admins";
import { acceptInviteAction } from "../_lib/actions";

export function AcceptInviteForm({ token }: { token: string }) {
  const router = useRouter();
  const actionForm = useActionForm({
    schema: acceptInviteInput,
    action: acceptInviteAction,
    // The token rides along from the link: the server checks it with the rest.
    defaultValues: { token, name: "", password: "", confirm: "" },
    secrets: ["password", "confirm"],
    // The new admin is signed in with the password just chosen and lands on the overview (a full load:
    // the session cookie is new). Should that fail (a lockout, say), sign-in waits with the email filled in.
    onSuccess: async ({ email }, { password }) => {
      const res = await signIn("credentials", { email, password, redirect: false }).catch(() => undefined);
      if (res && !res.error) window.location.assign("/");
      else router.replace(`/sign-in?invited=1&email=${encodeURIComponent(email)}`);
    },
  });
  const { control } = actionForm.form;
  return (
    <StackedForm
      {...actionForm}
      pendingLabel="Creating your account and signing you in…"
      submitLabel="Create account"
    >
      <TextField control={control} name="name" label="Name" autoComplete="name" />
      <SecretField control={control} name="password" label="Password" hint="At least 12 characters." />
      <SecretField control={control} name="confirm" label="Repeat the password" />
    </StackedForm>
  );
}
