"use client";

import { useCallback } from "react";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { useFormField } from "@/components/form/use-form-field";
import { SinglePicker } from "@/components/pickers/single-picker";
import type { PickerSearch } from "@/components/pickers/use-suggestions";
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
  const { form, dialog } = useDialogForm({
    schema: memberTargetInput,
    action: transferOwnershipAction,
    start: { guid, uid: "" },
    state: [open, onOpenChange],
    onSaved: (res) => {
      toast.success(res.message);
      onTransferred();
    },
  });
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
    <FormDialog
      {...dialog}
      narrow
      title={`Transfer the ownership of ${groupName}`}
      description={`${owner} owns the group now. The member you pick becomes its owner and an admin; ${owner} stays a member, who can then be kicked, banned or given another scope.`}
      submitLabel="Transfer ownership"
      pendingLabel="Transferring…"
    >
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
    </FormDialog>
  );
}
