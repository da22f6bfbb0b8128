"use client";

import { useState } from "react";
import { StackedForm } from "@/components/form/stacked-form";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { forgotPasswordInput } from "@/lib/schemas/admins";
import { requestPasswordResetAction } from "../_lib/actions";

export function ForgotPasswordForm() {
  const [answer, setAnswer] = useState<string>();
  const actionForm = useActionForm({
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
    <StackedForm {...actionForm} pendingLabel="Sending…" submitLabel="Send me a link">
      <TextField
        control={actionForm.form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
      />
    </StackedForm>
  );
}
