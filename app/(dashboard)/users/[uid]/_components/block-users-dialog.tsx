"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Ban } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { useActionForm } from "@/components/form/use-action-form";
import { UserPicker } from "@/components/pickers/user-picker";
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
import { blockUsersActionInput } from "@/lib/api/users-query";
import { userKeys } from "@/lib/query-keys";
import { MAX_BULK_UIDS } from "@/lib/schemas/users";
import { blockUsersAction } from "../../_lib/actions";

type Outcomes = Record<string, { success: boolean; message: string }>;

/** Blocks users on this user's behalf, picked from suggestions; the service answers per uid, shown per uid. */
export function BlockUsersDialog({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcomes>();
  const queryClient = useQueryClient();
  const blank = { uid, blockedUids: [] as string[] };
  const { form, submit, pending } = useActionForm({
    schema: blockUsersActionInput,
    action: blockUsersAction,
    defaultValues: blank,
    onSuccess: async (answer) => {
      setOutcomes(answer);
      const done = Object.values(answer).filter((o) => o.success).length;
      toast.success(`${uid} now blocks ${done} of ${Object.keys(answer).length} users.`);
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(uid) });
    },
  });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(blank);
      setOutcomes(undefined);
    }
  };
  const error = form.formState.errors.blockedUids?.message;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Ban aria-hidden className="size-4" />
          Block users
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Block users as {uid}</DialogTitle>
          <DialogDescription>
            {uid} stops receiving their messages and calls, as if {uid} had blocked them in the app.
          </DialogDescription>
        </DialogHeader>
        {outcomes ? (
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col gap-1 text-sm" aria-label="Outcome per user">
              {Object.entries(outcomes).map(([who, o]) => (
                <li key={who} className={o.success ? "" : "text-destructive"}>
                  <code>{who}</code>: {o.message}
                </li>
              ))}
            </ul>
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
            <Field
              id="block-uids"
              label="Users to block"
              hint={`Part of a name or uid; up to ${MAX_BULK_UIDS} users.`}
              error={error}
            >
              <Controller
                control={form.control}
                name="blockedUids"
                render={({ field }) => (
                  <UserPicker
                    {...describedBy("block-uids", { hint: true, error })}
                    {...field}
                    multiple
                    max={MAX_BULK_UIDS}
                    value={field.value ?? []}
                  />
                )}
              />
            </Field>
            <FormError form={form} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <SubmitButton pending={pending} pendingLabel="Blocking…">
                Block
              </SubmitButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
