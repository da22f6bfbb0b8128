"use client";

import { Check, Copy, UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ROLE_LABEL, ROLES } from "@/lib/auth/roles";
import { inviteAdminInput } from "@/lib/schemas/admins";
import { inviteAdminAction } from "../_lib/actions";

const ROLE_OPTIONS = [...ROLES].reverse().map((r) => ({ value: r, label: ROLE_LABEL[r] }));
const BLANK = { email: "", role: "viewer" as const };

type Invited = { emailed: true; email: string } | { emailed: false; path: string; email: string };

export function InviteDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [invited, setInvited] = useState<Invited>();
  const { form, submit } = useActionForm({
    schema: inviteAdminInput,
    action: inviteAdminAction,
    defaultValues: BLANK,
    onSuccess: (inv) => {
      setInvited(inv);
      router.refresh();
    },
  });
  const link = invited && !invited.emailed ? `${window.location.origin}${invited.path}` : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        // Forget the link when the dialog closes: it is shown once.
        if (!o) {
          setInvited(undefined);
          setCopied(false);
          form.reset(BLANK);
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
        <DialogHead title="Invite an admin">
          The invitation link works once and expires in 7 days. Send it to the person yourself.
        </DialogHead>
        {invited?.emailed ? (
          <p role="status" className="text-sm">
            The invitation was mailed to <strong>{invited.email}</strong>.
          </p>
        ) : link ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm">
              Invitation for <strong>{invited?.email}</strong>. Copy the link now: it is not shown again.
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
          <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
            <TextField control={form.control} name="email" label="Email" type="email" />
            <SelectField control={form.control} name="role" label="Role" options={ROLE_OPTIONS} />
            <FormFooter
              form={form}
              onCancel={() => setOpen(false)}
              pendingLabel="Creating…"
              submitLabel="Create invitation"
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
