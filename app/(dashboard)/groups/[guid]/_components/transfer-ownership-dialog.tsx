"use client";

import { useCallback } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { useActionForm } from "@/components/form/use-action-form";
import { useFormField } from "@/components/form/use-form-field";
import { SinglePicker } from "@/components/pickers/single-picker";
import type { PickerSearch } from "@/components/pickers/use-suggestions";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { memberTargetInput } from "@/lib/inputs/chat-groups-query";
import { userOption } from "@/lib/pickers/options";
import { PICKER_LIMIT } from "@/lib/pickers/schema";
import { listMembersAction, transferOwnershipAction } from "../../_lib/actions";

/** The members a picker suggests: the first hundred of the group, matched here (the list has no search). */
const MEMBERS_READ = 100;
const HINT = "A member of this group: part of a name or uid.";

/** Hands a group to another of its members; the owner it replaces is named, not chosen. */
export function TransferOwnershipDialog({
  guid,
  groupName,
  owner,
  open,
  onOpenChange,
  onTransferred,
}: {
  guid: string;
  groupName: string;
  owner: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onTransferred: () => void;
}) {
  const blank = { guid, uid: "" };
  const { form, submit, pending } = useActionForm({
    schema: memberTargetInput,
    action: transferOwnershipAction,
    defaultValues: blank,
    onSuccess: (res) => {
      toast.success(res.message);
      close(false);
      onTransferred();
    },
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset(blank);
  };
  const search = useCallback<PickerSearch>(
    async ({ search: text = "" }) => {
      const res = await listMembersAction({ guid, page: 1, perPage: MEMBERS_READ });
      if (!res?.data) return { serverError: res?.serverError ?? "The members could not be read." };
      const q = text.trim().toLowerCase();
      const data = res.data.data
        .filter((m) => m.uid.toLowerCase() !== owner.toLowerCase())
        .filter((m) => !q || m.uid.toLowerCase().includes(q) || m.name.toLowerCase().includes(q))
        .slice(0, PICKER_LIMIT)
        .map(userOption);
      return { data };
    },
    [guid, owner],
  );
  const { id, field, error, aria } = useFormField({
    control: form.control,
    name: "uid",
    label: "New owner",
    hint: HINT,
  });
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>Transfer the ownership of {groupName}</DialogTitle>
            <DialogDescription>
              {owner} owns the group now. The member you pick becomes its owner and an admin; {owner} stays a
              member, who can then be kicked, banned or given another scope.
            </DialogDescription>
          </DialogHeader>
          <Field id={id} label="New owner" hint={HINT} error={error}>
            <SinglePicker
              {...aria}
              kind={`members:${guid}`}
              search={search}
              noun="member"
              placeholder="Part of a name or uid"
              name={field.name}
              ref={field.ref}
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
          <FormError form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <SubmitButton pending={pending} pendingLabel="Transferring…">
              Transfer ownership
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
