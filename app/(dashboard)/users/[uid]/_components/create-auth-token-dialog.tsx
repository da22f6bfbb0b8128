"use client";

import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { toast } from "sonner";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { createAuthTokenAction } from "../../_lib/actions";

/** Issues a new auth token (always a new one: `force`) and shows it once, for handing to the user's client. */
export function CreateAuthTokenDialog({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const { execute, result, isPending, reset } = useAction(createAuthTokenAction, {
    onSuccess: () => router.refresh(),
    onError: ({ error }) => toast.error(error.serverError ?? "The token could not be created."),
  });
  const token = result.data;
  // Closing forgets the token: it is shown once.
  const change = (o: boolean) => {
    setOpen(o);
    if (!o) reset();
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline">Create token</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{token ? "Token created" : `Create an auth token for ${uid}`}</DialogTitle>
          <DialogDescription>
            {token
              ? "Copy it now: it is shown only this once. Anyone holding it can sign in as this user."
              : "A new token is issued even if the user has one; existing tokens keep working."}
          </DialogDescription>
        </DialogHeader>
        {token ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-token-value">New token</Label>
            <div className="flex gap-2">
              <Input id="new-token-value" readOnly value={token.authToken} className="font-mono" />
              <CopyButton value={token.authToken} label="Copy token" />
            </div>
          </div>
        ) : null}
        <DialogFooter>
          {token ? (
            <Button onClick={() => change(false)}>Done</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => change(false)}>
                Cancel
              </Button>
              <Button disabled={isPending} onClick={() => execute({ uid, force: true })}>
                {isPending ? "Creating…" : "Create token"}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
