"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { StackedForm } from "@/components/form/stacked-form";
import { SecretField, TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { SECOND_FACTOR_NEEDED, signInInput } from "@/lib/schemas/admins";

const WRONG = "The email or password is not correct.";

export function SignInForm({ callbackUrl, email = "" }: { callbackUrl: string; email?: string }) {
  const [askCode, setAskCode] = useState(false);
  const actionForm = useActionForm({
    schema: signInInput,
    action: async ({ email, password, code }) => {
      const res = await signIn("credentials", { email, password, code: code ?? "", redirect: false });
      if (!res || res.error) {
        if (res?.error === SECOND_FACTOR_NEEDED) {
          setAskCode(true);
          return { serverError: SECOND_FACTOR_NEEDED };
        }
        // next-auth names a plain mismatch CredentialsSignin; our own refusals (a lockout) carry their sentence.
        return { serverError: res?.error && res.error !== "CredentialsSignin" ? res.error : WRONG };
      }
      return { data: true };
    },
    defaultValues: { email, password: "", code: "" },
    secrets: ["password", "code"],
    // A full load: the session cookie is new, and the server may send the admin elsewhere first
    // (two-factor enrolment the owner requires).
    onSuccess: () => window.location.assign(callbackUrl),
  });
  return (
    <StackedForm
      {...actionForm}
      pendingLabel="Signing in…"
      submitLabel="Sign in"
      footer={
        <Link href="/forgot-password" className="text-sm text-primary underline">
          Forgot your password?
        </Link>
      }
    >
      <TextField
        control={actionForm.form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus={!email}
      />
      <SecretField
        control={actionForm.form.control}
        name="password"
        label="Password"
        autoComplete="current-password"
        autoFocus={Boolean(email)}
      />
      {askCode ? (
        <TextField
          control={actionForm.form.control}
          name="code"
          label="Two-factor code"
          hint="The 6 digits your authenticator app shows, or a recovery code."
          autoComplete="one-time-code"
          autoFocus
        />
      ) : null}
    </StackedForm>
  );
}
