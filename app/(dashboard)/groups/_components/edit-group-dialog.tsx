"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { editGroupForm, editGroupValues } from "@/lib/inputs/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import type { Group } from "@/lib/schemas/groups";
import { updateGroupAction } from "../_lib/actions";
import { GroupFormFields } from "./group-form-fields";

export function EditGroupDialog({
  group,
  open,
  onOpenChange,
}: {
  group: Group;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { form, dialog } = useDialogForm({
    schema: editGroupForm,
    action: updateGroupAction,
    start: editGroupValues(group),
    secrets: ["password"],
    state: [open, onOpenChange],
    onSaved: async (g) => {
      toast.success(`Saved the group ${g.name}.`);
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      router.refresh();
    },
  });
  return (
    <FormDialog
      {...dialog}
      title="Edit group"
      description={
        <>
          <code>{group.guid}</code>: the guid stays; ownership passes from the members list.
        </>
      }
      submitLabel="Save"
      pendingLabel="Saving…"
    >
      <GroupFormFields control={form.control} editing />
    </FormDialog>
  );
}
