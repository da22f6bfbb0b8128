"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
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
import { editGroupForm, editGroupValues } from "@/lib/api/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import type { Group } from "@/lib/schemas/groups";
import { updateGroupAction } from "../_lib/actions";
import { GroupFormFields } from "./group-form-fields";

/** Edits a group's fields; opened from the list's row menu or the group's page. */
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
  const { form, submit, pending } = useActionForm({
    schema: editGroupForm,
    action: updateGroupAction,
    defaultValues: editGroupValues(group),
    secrets: ["password"],
    onSuccess: async (g) => {
      toast.success(`Saved the group ${g.name}.`);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      router.refresh();
    },
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    form.reset(editGroupValues(group));
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>Edit group</DialogTitle>
            <DialogDescription>
              <code>{group.guid}</code>: the guid stays; ownership passes from the members list.
            </DialogDescription>
          </DialogHeader>
          <GroupFormFields control={form.control} editing />
          <FormError form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <SubmitButton pending={pending} pendingLabel="Saving…">
              Save
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
