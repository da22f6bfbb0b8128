"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { FormFooter } from "@/components/form/form-footer";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { createAuthTokenActionInput } from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import { createAuthTokenAction } from "../../_lib/actions";

type Token = NonNullable<Awaited<ReturnType<typeof createAuthTokenAction>>["data"]>;

export function CreateAuthTokenDialog({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  const [token, setToken] = useState<Token>();
  const queryClient = useQueryClient();
  const { form, submit } = useActionForm({
    schema: createAuthTokenActionInput,
    action: createAuthTokenAction,
    defaultValues: { uid, force: true },
    onSuccess: (created) => {
      setToken(created);
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(uid) });
    },
  });
  // Closing forgets the token: it is shown once.
  const change = (o: boolean) => {
    setOpen(o);
    if (!o) {
      setToken(undefined);
      form.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline">Create token</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHead title={token ? "Token created" : `Create an auth token for ${uid}`}>
          {token
            ? "Copy it now: it is shown only this once. Anyone holding it can sign in as this user."
            : "A new token is issued even if the user has one; existing tokens keep working."}
        </DialogHead>
        {token ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-token-value">New token</Label>
            <div className="flex gap-2">
              <Input id="new-token-value" readOnly value={token.authToken} className="font-mono" />
              <CopyButton value={token.authToken} label="Copy token" />
            </div>
          </div>
        ) : null}
        {token ? (
          <DialogFooter>
            <Button onClick={() => change(false)}>Done</Button>
          </DialogFooter>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <FormFooter
              form={form}
              onCancel={() => change(false)}
              pendingLabel="Creating…"
              submitLabel="Create token"
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
