"use client";

import { useState } from "react";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { formatSeconds } from "@/lib/format";
import { lookupAuthTokenInput } from "@/lib/inputs/users-query";
import { lookupAuthTokenAction } from "../../_lib/actions";

type Answer = NonNullable<Awaited<ReturnType<typeof lookupAuthTokenAction>>["data"]>;

export function AuthTokenLookup({ uid }: { uid: string }) {
  const [answer, setAnswer] = useState<Answer>();
  const { form, submit, pending } = useActionForm({
    schema: lookupAuthTokenInput,
    action: (v) => {
      setAnswer(undefined);
      return lookupAuthTokenAction(v);
    },
    defaultValues: { uid, authToken: "" },
    onSuccess: setAnswer,
  });
  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          control={form.control}
          name="authToken"
          label="Look up a token"
          className="min-w-72 flex-1"
          inputClassName="font-mono"
          placeholder={`${uid}_…`}
        />
        <SubmitButton variant="outline" pending={pending} pendingLabel="Checking…">
          Check token
        </SubmitButton>
      </div>
      <div aria-live="polite">
        <FormError form={form} />
        {answer?.found ? (
          <dl
            data-testid="token-found"
            className="grid gap-x-6 gap-y-1 rounded-md border border-border p-3 text-sm sm:grid-cols-[max-content_1fr]"
          >
            <dt className="text-muted-foreground">Owner</dt>
            <dd>{answer.token.uid}</dd>
            <dt className="text-muted-foreground">Created (UTC)</dt>
            <dd>{formatSeconds(answer.token.createdAt)}</dd>
          </dl>
        ) : answer ? (
          <p data-testid="token-not-found" className="rounded-md border border-border p-3 text-sm">
            <strong>Not found.</strong> {answer.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
