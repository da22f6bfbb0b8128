"use client";

import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { SecretField, TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { signInInput } from "@/lib/schemas/admins";

const WRONG = "The email or password is not correct.";

/** Signs in through next-auth's credentials provider; its refusal reads as the form's error. */
export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const { form, submit, pending } = useActionForm({
    schema: signInInput,
    action: async ({ email, password }) => {
      const res = await signIn("credentials", { email, password, redirect: false });
      if (!res || res.error) {
        // next-auth names a plain mismatch CredentialsSignin; our own refusals (a lockout) carry their sentence.
        return { serverError: res?.error && res.error !== "CredentialsSignin" ? res.error : WRONG };
      }
      return { data: true };
    },
    defaultValues: { email: "", password: "" },
    secrets: ["password"],
    onSuccess: () => {
      router.replace(callbackUrl);
      router.refresh();
    },
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
      />
      <SecretField control={form.control} name="password" label="Password" autoComplete="current-password" />
      <FormError form={form} />
      <SubmitButton pending={pending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
