"use client";

import { Check, Copy, UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
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
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ROLE_LABEL, ROLES } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/types";
import { inviteAdminAction } from "../_lib/actions";

/** Invites an admin and shows the one-time link once, with a copy button. */
export function InviteDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<Role>("viewer");
  const [copied, setCopied] = useState(false);
  const { execute, result, isPending, reset } = useAction(inviteAdminAction, {
    onSuccess: () => router.refresh(),
  });
  const link = result.data ? `${window.location.origin}${result.data.path}` : undefined;
  const emailError = result.validationErrors?.email?._errors?.[0];

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        // Forget the link when the dialog closes: it is shown once.
        if (!o) {
          reset();
          setCopied(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="size-4" aria-hidden />
          Invite admin
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite an admin</DialogTitle>
          <DialogDescription>
            The invitation link works once and expires in 7 days. Send it to the person yourself.
          </DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm">
              Invitation for <strong>{result.data?.email}</strong>. Copy the link now: it is not shown again.
            </p>
            <Field id="invite-link" label="Invitation link">
              <div className="flex gap-2">
                <Input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
                <Button
                  type="button"
                  variant="outline"
                  onClick={async () => {
                    await navigator.clipboard.writeText(link);
                    setCopied(true);
                  }}
                >
                  {copied ? (
                    <Check className="size-4" aria-hidden />
                  ) : (
                    <Copy className="size-4" aria-hidden />
                  )}
                  {copied ? "Copied" : "Copy link"}
                </Button>
              </div>
            </Field>
            <DialogFooter>
              <Button type="button" onClick={() => setOpen(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              execute({ email: String(new FormData(e.currentTarget).get("email") ?? ""), role });
            }}
          >
            <Field id="invite-email" label="Email" error={emailError}>
              <Input
                {...describedBy("invite-email", { error: emailError })}
                name="email"
                type="email"
                autoComplete="off"
                required
              />
            </Field>
            <Field id="invite-role" label="Role">
              <Select value={role} onValueChange={(r) => setRole(r as Role)}>
                <SelectTrigger id="invite-role">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {[...ROLES].reverse().map((r) => (
                    <SelectItem key={r} value={r}>
                      {ROLE_LABEL[r]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            {result.serverError ? (
              <p role="alert" className="text-sm text-destructive">
                {result.serverError}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isPending}>
                {isPending ? "Creating…" : "Create invitation"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
