"use client";

import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { acceptInviteAction } from "../_lib/actions";

/** Name and password of the invited admin; on success, sign in with them. */
export function AcceptInviteForm({ token }: { token: string }) {
  const router = useRouter();
  const { execute, result, isPending } = useAction(acceptInviteAction, {
    onSuccess: () => router.replace("/sign-in?invited=1"),
  });
  const v = result.validationErrors;
  const errors = {
    name: v?.name?._errors?.[0],
    password: v?.password?._errors?.[0],
    confirm: v?.confirm?._errors?.[0],
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        execute({
          token,
          name: String(f.get("name") ?? ""),
          password: String(f.get("password") ?? ""),
          confirm: String(f.get("confirm") ?? ""),
        });
      }}
    >
      <Field id="name" label="Name" error={errors.name}>
        <Input {...describedBy("name", { error: errors.name })} name="name" autoComplete="name" required />
      </Field>
      <Field id="password" label="Password" hint="At least 12 characters." error={errors.password}>
        <Input
          {...describedBy("password", { hint: true, error: errors.password })}
          name="password"
          type="password"
          autoComplete="new-password"
          required
        />
      </Field>
      <Field id="confirm" label="Repeat the password" error={errors.confirm}>
        <Input
          {...describedBy("confirm", { error: errors.confirm })}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
        />
      </Field>
      {result.serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {result.serverError}
        </p>
      ) : null}
      <Button type="submit" disabled={isPending}>
        {isPending ? "Creating your account…" : "Create account"}
      </Button>
    </form>
  );
}
