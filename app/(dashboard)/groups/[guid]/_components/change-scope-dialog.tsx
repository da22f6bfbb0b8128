"use client";

import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { useDialogForm } from "@/components/form/use-dialog-form";
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
  const { form, dialog } = useDialogForm({
    schema: changeScopeInput,
    action: changeScopeAction,
    start: { guid, uid: member.uid, scope: member.scope },
    state: [open, onOpenChange],
    onSaved: (res) => {
      toast.success(res.message);
      onChanged();
    },
  });
  return (
    <FormDialog
      {...dialog}
      narrow
      title={`Change the scope of ${member.uid}`}
      description={`1 member, now ${member.scope}. Admins manage the group; moderators kick, ban and change scopes; participants only take part.`}
      submitLabel="Change scope"
      pendingLabel="Changing…"
    >
      <SelectField control={form.control} name="scope" label="New scope" options={SCOPES} native />
    </FormDialog>
  );
}
