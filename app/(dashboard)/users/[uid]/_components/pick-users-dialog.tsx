"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { FormFooter } from "@/components/form/form-footer";
import { useActionForm } from "@/components/form/use-action-form";
import { UserPicker } from "@/components/pickers/user-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import { describedBy, Field } from "@/components/ui/field";
import type { ActionResult } from "@/lib/action-result";
import type { blockUsersActionInput, OtherUsersValues } from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import { MAX_BULK_UIDS } from "@/lib/schemas/users";

type Outcomes = Record<string, { success: boolean; message: string }>;

export function PickUsersDialog({
  uid,
  trigger,
  title,
  description,
  label,
  submitLabel,
  pendingLabel,
  schema,
  action,
  done,
}: {
  uid: string;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  schema: typeof blockUsersActionInput;
  action: (input: OtherUsersValues) => Promise<ActionResult<Outcomes> | undefined>;
  done: (succeeded: number, asked: number) => string;
}) {
  const [open, setOpen] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcomes>();
  const queryClient = useQueryClient();
  const blank = { uid, uids: [] as string[] };
  const { form, submit } = useActionForm({
    schema,
    action,
    defaultValues: blank,
    onSuccess: async (answer) => {
      setOutcomes(answer);
      toast.success(done(Object.values(answer).filter((o) => o.success).length, Object.keys(answer).length));
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
  const error = form.formState.errors.uids?.message;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHead title={title}>{description}</DialogHead>
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
              id="pick-uids"
              label={label}
              hint={`Part of a name or uid; up to ${MAX_BULK_UIDS} users.`}
              error={error}
            >
              <Controller
                control={form.control}
                name="uids"
                render={({ field }) => (
                  <UserPicker
                    {...describedBy("pick-uids", { hint: true, error })}
                    {...field}
                    multiple
                    max={MAX_BULK_UIDS}
                    value={field.value ?? []}
                  />
                )}
              />
            </Field>
            <FormFooter
              form={form}
              onCancel={() => close(false)}
              pendingLabel={pendingLabel}
              submitLabel={submitLabel}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
