"use client";

import { useState } from "react";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { forgotPasswordInput } from "@/lib/schemas/admins";
import { requestPasswordResetAction } from "../_lib/actions";

export function ForgotPasswordForm() {
  const [answer, setAnswer] = useState<string>();
  const { form, submit, pending } = useActionForm({
    schema: forgotPasswordInput,
    action: requestPasswordResetAction,
    defaultValues: { email: "" },
    onSuccess: (data) => setAnswer(data.message),
  });
  if (answer) {
    return (
      <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
        {answer}
      </p>
    );
  }
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
      />
      <FormError form={form} />
      <SubmitButton pending={pending} pendingLabel="Sending…">
        Send me a link
      </SubmitButton>
    </form>
  );
}
