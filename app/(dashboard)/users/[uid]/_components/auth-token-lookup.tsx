"use client";

import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatSeconds } from "@/lib/format";
import { lookupAuthTokenAction } from "../../_lib/actions";

/** Checks one token of this user: its owner and creation time, or a clear "not found". */
export function AuthTokenLookup({ uid }: { uid: string }) {
  const [token, setToken] = useState("");
  const { execute, result, isPending, reset } = useAction(lookupAuthTokenAction);
  const fieldError =
    (result.validationErrors as { authToken?: { _errors?: string[] } } | undefined)?.authToken
      ?._errors?.[0] ?? undefined;
  const answer = result.data;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        execute({ uid, authToken: token });
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <Field id="token-lookup" label="Look up a token" error={fieldError} className="min-w-72 flex-1">
          <Input
            {...describedBy("token-lookup", { error: fieldError })}
            value={token}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            placeholder={`${uid}_…`}
            onChange={(e) => {
              setToken(e.target.value);
              reset();
            }}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={isPending}>
          {isPending ? "Checking…" : "Check token"}
        </Button>
      </div>
      <div aria-live="polite">
        {result.serverError ? (
          <p role="alert" className="text-sm text-destructive">
            {result.serverError}
          </p>
        ) : answer?.found ? (
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
