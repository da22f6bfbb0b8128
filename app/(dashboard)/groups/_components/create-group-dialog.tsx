"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { PickerField } from "@/components/form/picker-field";
import { TextField } from "@/components/form/text-field";
import { NewButton, useDialogForm } from "@/components/form/use-dialog-form";
import { useOpenFromUrl } from "@/components/use-open-from-url";
import { BLANK_GROUP_FORM, createGroupForm } from "@/lib/inputs/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import { createGroupAction } from "../_lib/actions";
import { type GroupFieldsControl, GroupFormFields } from "./group-form-fields";

export function CreateGroupDialog() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { form, dialog } = useDialogForm({
    schema: createGroupForm,
    action: createGroupAction,
    start: BLANK_GROUP_FORM,
    secrets: ["password"],
    // The palette's "New group" opens this page with ?create=1.
    state: useOpenFromUrl(),
    onSaved: async (g) => {
      toast.success(`Created the group ${g.name} (${g.guid}).`);
      await queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      router.push(`/groups/${encodeURIComponent(g.guid)}`);
    },
  });
  return (
    <FormDialog
      {...dialog}
      trigger={<NewButton>New group</NewButton>}
      title="New group"
      description="The guid cannot be changed later."
      submitLabel="Create group"
      pendingLabel="Creating…"
    >
      <TextField
        control={form.control}
        name="guid"
        label="Guid"
        hint="Required; 1 to 100 letters, digits, _ or -. Stored in lower case."
      />
      {/* Create's values are edit's plus guid and owner: the shared fields take its control. */}
      <GroupFormFields control={form.control as unknown as GroupFieldsControl} />
      <PickerField
        control={form.control}
        name="owner"
        picker="user"
        label="Owner"
        hint="Optional; the owner becomes an admin member. Blank: the app's system user owns it."
      />
    </FormDialog>
  );
}
