"use client";

import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { changeScopeInput, MEMBER_SCOPES } from "@/lib/inputs/chat-groups-query";
import type { Member } from "@/lib/schemas/members";
import { changeScopeAction } from "../../_lib/actions";

const SCOPES = MEMBER_SCOPES.map((s) => ({ value: s, label: s }));

export function ChangeScopeDialog({
  guid,
  member,
  open,
  onOpenChange,
  onChanged,
}: {
  guid: string;
  member: Member;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: () => void;
}) {
  const blank = { guid, uid: member.uid, scope: member.scope };
  const { form, submit, pending } = useActionForm({
    schema: changeScopeInput,
    action: changeScopeAction,
    defaultValues: blank,
    onSuccess: (res) => {
      toast.success(res.message);
      onOpenChange(false);
      onChanged();
    },
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    form.reset(blank);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>Change the scope of {member.uid}</DialogTitle>
            <DialogDescription>
              1 member, now {member.scope}. Admins manage the group; moderators kick, ban and change scopes;
              participants only take part.
            </DialogDescription>
          </DialogHeader>
          <SelectField control={form.control} name="scope" label="New scope" options={SCOPES} native />
          <FormError form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <SubmitButton pending={pending} pendingLabel="Changing…">
              Change scope
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
